import { createRequire } from "node:module";
import { type Devnet, startDevnet } from "@cartesi/local-devnet";
import { localChain, mine, testAccounts } from "@rollups-ts/chain";
import { createPublicClient, createWalletClient, hexToString, http, toHex } from "viem";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createCartesiPublicClient } from "./clients/createCartesiPublicClient.js";
import { walletActionsL1 } from "./decorators/walletActionsL1.js";
import { TargetHasNoCodeError } from "./errors/revert.js";
import { getInputsAddedFromReceipt } from "./utils/getInputsAddedFromReceipt.js";

const require = createRequire(import.meta.url);

// Real applications in host mode, each behind the devnet's rollup HTTP API, driven with our actions.
describe.each([
  [
    "app.mjs (fetch only)",
    [process.execPath, require.resolve("@cartesi/local-devnet/fixtures/app.mjs")],
  ],
  [
    "app.py (Python standard library)",
    ["python3", require.resolve("@cartesi/local-devnet/fixtures/app.py")],
  ],
])("host mode: %s", (_, command) => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet({ command, stdio: "ignore", onError: () => {} });
  });
  afterAll(() => devnet?.stop());

  test("addInput → the app's notice and report on the node → its voucher, once the epoch is accepted, is refused typed (a payload to an account without code); inspect → its report", async () => {
    const user = testAccounts[4]!;
    const application = devnet.chain.application.application;
    const chain = localChain(devnet.chain.url, devnet.chain.chainId);
    const publicClient = createPublicClient({
      chain,
      transport: http(devnet.chain.url),
      cacheTime: 0,
    });
    const walletClient = createWalletClient({
      account: user,
      chain,
      transport: http(devnet.chain.url),
    }).extend(walletActionsL1());
    const node = createCartesiPublicClient({
      transport: http(devnet.node.url),
      pollingInterval: 50,
    });

    const payload = toHex("hello host");
    const hash = await walletClient.addInput({ application, payload });
    const [added] = getInputsAddedFromReceipt(
      await publicClient.waitForTransactionReceipt({ hash }),
      { inputBoxAddress: devnet.chain.contracts.inputBox },
    );
    const input = await node.waitForInput({
      application,
      inputIndex: added!.inputIndex,
      waitProcessing: true,
      rejectErrors: true,
    });
    expect(input.status).toBe("ACCEPTED");

    const { data: notices } = await node.listOutputs({
      application,
      inputIndex: input.index,
      outputType: "notice",
    });
    expect(notices.map((notice) => notice.decodedData)).toStrictEqual([
      { type: "notice", payload },
    ]);
    const { data: reports } = await node.listReports({ application, inputIndex: input.index });
    expect(reports).toHaveLength(1);
    const { data: vouchers } = await node.listOutputs({
      application,
      inputIndex: input.index,
      outputType: "voucher",
    });
    expect(vouchers.map((voucher) => voucher.decodedData)).toStrictEqual([
      { type: "voucher", destination: user.address, value: 0n, payload },
    ]);

    const epochLength = devnet.chain.application.epochLength;
    const head = await publicClient.getBlockNumber();
    await mine(publicClient, Number((input.epochIndex + 1n) * epochLength - head));
    await vi.waitFor(
      async () =>
        expect((await node.getEpoch({ application, epochIndex: input.epochIndex })).status).toBe(
          "CLAIM_ACCEPTED",
        ),
      { timeout: 10_000, interval: 50 },
    );
    const voucher = await node.getOutput({ application, outputIndex: vouchers[0]!.index });
    // The voucher carries a payload to the user's account, which has no code: from 3.0.0-alpha.7
    // (the devnet's N contracts) the application refuses it, and the refusal comes back typed.
    const refused = await walletClient
      .executeOutput({ application, output: voucher })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TargetHasNoCodeError);
    expect((refused as TargetHasNoCodeError).target).toBe(user.address);

    const inspected = await fetch(devnet.node.inspectUrl, { method: "POST", body: "state" });
    const answer = (await inspected.json()) as {
      status: string;
      reports: { payload: `0x${string}` }[];
    };
    expect(answer.status).toBe("Accepted");
    expect(answer.reports.map((report) => hexToString(report.payload))).toStrictEqual([
      "inspected state",
    ]);
  });
});
