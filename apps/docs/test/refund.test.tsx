// @vitest-environment happy-dom
// The refund examples. They need a deposit that no accepted claim covers, in a foreclosed
// application, and a foreclosure cannot be undone: they run last (vitest.config.ts) between an
// anvil snapshot and its revert. Every earlier input is settled first, then account 1 deposits
// 1 ether at the start of an epoch and the guardian forecloses within it. The guide's script
// refunds the deposit (then the chain goes back to just before), the actions' examples take the
// steps one by one, the read hooks' examples show the result, and `Refund` does it again from a
// component after the chain goes back to just after the foreclosure.

import { devnetDeployments } from "@cartesi/local-devnet/deployment";
import {
  createCartesiPublicClient,
  defineDeployment,
  getInputsAddedFromReceipt,
  publicActionsL1,
  walletActionsL1,
} from "@cartesi/viem";
import { applicationRefundAbi } from "@cartesi/viem/abi";
import { localGuardian, revert, snapshot, testAccounts } from "@rollups-ts/chain";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  createPublicClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  parseEther,
} from "viem";
import { anvil } from "viem/chains";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { Providers as ReadProviders } from "../examples/wagmi/config";
import { Connect, Providers } from "../examples/wagmi/wallet/config";
import { Refund } from "../examples/wagmi/wallet/refund";
import { exampleComponent, expectedLogs, printedBy, renderedLines } from "./examples-run";
import { refundExamples } from "./refunded";
import { testWallet } from "./wallet";

// Every wait here is for the chain or the node, not for a render.
configure({ asyncUtilTimeout: 30_000 });

const chainUrl = "http://127.0.0.1:8545";
const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// Account 1, as in the other examples: the local node submits its claims from account 0.
const account = testAccounts[1]!;
const guardian = testAccounts.find(({ address }) => address === localGuardian)!;
const deployment = defineDeployment(devnetDeployments.N);

const publicClient = createPublicClient({
  chain: anvil,
  transport: http(chainUrl),
  pollingInterval: 50,
}).extend(publicActionsL1());
const walletOf = (sender: typeof account) =>
  createWalletClient({ account: sender, chain: anvil, transport: http(chainUrl) }).extend(
    walletActionsL1({ deployments: [deployment] }),
  );
const node = createCartesiPublicClient({
  transport: http("http://127.0.0.1:6751/rpc"),
  pollingInterval: 50,
});
const wallet = testWallet(account.address);
const balance = () => publicClient.getBalance({ address: account.address });

/** What a mined transaction cost its sender. */
async function feeOf(hash: Hash) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

/** The fee of the refund of `inputIndex`, from its `RefundIssued` event. */
async function refundFee(inputIndex: bigint) {
  const [issued] = await publicClient.getContractEvents({
    address: application,
    abi: applicationRefundAbi,
    eventName: "RefundIssued",
    args: { inputIndex },
    fromBlock: deposit.blockNumber,
  });
  return feeOf(issued!.transactionHash);
}

/** Polls `check` every 100 ms until it holds, for up to a minute. */
const until = (what: string, check: () => Promise<boolean>) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 60_000, interval: 100 },
  );

let beforeExamples: Hex;
let afterForeclosure: Hex;
let processedInputs: bigint;
let deposit: { inputIndex: bigint; input: Hex; blockNumber: bigint; fee: bigint; before: bigint };

beforeAll(async () => {
  beforeExamples = await snapshot(publicClient);
  processedInputs = await node.getProcessedInputCount({ application });
  // Every input so far in an accepted claim: the deposit below is then the only refundable one.
  const {
    data: [last],
  } = await node.listInputs({ application, descending: true, limit: 1 });
  if (last)
    await until(
      `the claim of epoch ${last.epochIndex} to be accepted`,
      async () =>
        (await node.getEpoch({ application, epochIndex: last.epochIndex })).status ===
        "CLAIM_ACCEPTED",
    );
  // The deposit opens an epoch, and the foreclosure follows within it, before the node can claim it.
  const { epochLength } = await node.getApplication({ application });
  await until(
    "the first block of an epoch",
    async () => (await publicClient.getBlockNumber()) % epochLength === 0n,
  );
  const before = await balance();
  const hash = await walletOf(account).depositEther({ application, value: parseEther("1") });
  const fee = await feeOf(hash);
  const receipt = await publicClient.getTransactionReceipt({ hash });
  const [added] = getInputsAddedFromReceipt(receipt, {
    inputBoxAddress: deployment.contracts.inputBox,
  });
  await feeOf(await walletOf(guardian).foreclose({ application }));
  deposit = {
    inputIndex: added!.inputIndex,
    input: added!.rawData,
    blockNumber: receipt.blockNumber,
    fee,
    before,
  };
  expect(
    (await publicClient.getRefundStatus({ application, ...deposit })).status,
    "the deposit is refundable: no claim covers it",
  ).toBe("refundable");
  await node.waitForInput({ application, inputIndex: deposit.inputIndex, timeout: 30_000 });
  afterForeclosure = await snapshot(publicClient);

  (window as unknown as { ethereum: unknown }).ethereum = wallet.provider;
}, 120_000);

afterAll(async () => {
  cleanup();
  await revert(publicClient, beforeExamples);
  await until(
    "the node to follow the chain back",
    async () =>
      (await node.getApplication({ application })).forecloseBlock === 0n &&
      (await node.getProcessedInputCount({ application })) === processedInputs,
  );
}, 120_000);

/** Waits until the node has followed a revert: the deposit is there again. */
const nodeFollows = () =>
  node.waitForInput({ application, inputIndex: deposit.inputIndex, timeout: 30_000 });

describe("the refund examples", () => {
  test("the guide's script refunds the one refundable deposit", async () => {
    const beforeScript = await snapshot(publicClient);
    const example = "viem/refundDeposits.ts";
    expect(await printedBy(example)).toEqual(expectedLogs(example));
    expect(await balance()).toBe(
      deposit.before - deposit.fee - (await refundFee(deposit.inputIndex)),
    );
    // Back to just before, for the actions' examples to do the same one step at a time.
    await revert(publicClient, beforeScript);
    await nodeFollows();
  });

  test.each(
    refundExamples.filter(
      (example) => example.startsWith("viem/") && example !== "viem/refundDeposits.ts",
    ),
  )("%s prints what its // @log: lines say", async (example) => {
    const expected = expectedLogs(example);
    expect(expected.length, `${example} has no // @log: line`).toBeGreaterThan(0);
    expect(await printedBy(example)).toEqual(expected);
  });

  test("account 1's deposit came back, less the fees it paid", async () => {
    expect(await balance()).toBe(
      deposit.before - deposit.fee - (await refundFee(deposit.inputIndex)),
    );
  });

  test.each(refundExamples.filter((example) => example.startsWith("wagmi/")))(
    "%s renders what its // @log: lines say",
    async (example) => {
      const Example = await exampleComponent(example);
      const { container } = render(
        <ReadProviders>
          <Example />
        </ReadProviders>,
      );
      await waitFor(() => expect(renderedLines(container)).toEqual(expectedLogs(example)));
      cleanup();
    },
  );

  test("Refund refunds the deposit from a component; the status follows once mined", async () => {
    await revert(publicClient, afterForeclosure);
    await nodeFollows();
    render(
      <Providers>
        <Connect />
      </Providers>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Connect Injected" }));
    await screen.findByText(`Connected: ${account.address}`);
    const { inputIndex } = deposit;
    render(
      <Providers>
        <Refund inputIndex={inputIndex} />
      </Providers>,
    );
    await screen.findByText(`Input ${inputIndex}: refundable`);
    await screen.findByText("Ready to refund");
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await wallet.confirm(true);
    // Read again by useIssueRefund once mined: the component polls nothing.
    await screen.findByText(`Input ${inputIndex}: refunded`);
    await screen.findByText("Refunded");
    expect(await balance()).toBe(deposit.before - deposit.fee - (await refundFee(inputIndex)));
    cleanup();
  });
});
