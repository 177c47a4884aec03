import { deployApplicationV3Alpha9, localChain, startChain, testAccounts } from "@rollups-ts/chain";
import { createPublicClient, createWalletClient, hexToString, http, toHex } from "viem";
import { describe, expect, inject, test } from "vitest";
import { addInput, processedInput, rpcData } from "../test.ts";
import { describeApplication, loadHandlerModule, startDevnet } from "./devnet.ts";
import { startHostApplication } from "./host-application.ts";

const chain = inject("chain");
const fixtures = new URL("../../fixtures/", import.meta.url).pathname;

describe("describeApplication", () => {
  test("reads an application from its contract and Authority as it was deployed", async () => {
    const { application, ...rest } = chain;
    expect(await describeApplication(rest, application.application)).toStrictEqual(application);
  });

  test("tells the generations apart: a v3 application has a claim staging period and a withdrawal configuration", async () => {
    const { application } = chain.generations.v3!;
    expect(await describeApplication(chain, application.application)).toStrictEqual(application);
  });

  test("names the address that has no application", async () => {
    const { application: _, ...rest } = chain;
    await expect(
      describeApplication(rest, "0x000000000000000000000000000000000000dEaD"),
    ).rejects.toThrow(/no application at 0x000000000000000000000000000000000000dEaD on http/);
  });
});

describe("loadHandlerModule", () => {
  test("loads the default export and the inspect export, relative to a directory", async () => {
    const module = await loadHandlerModule("handler.ts", fixtures);
    expect(
      await module.inspect!(toHex("q"), { applicationName: "echo", processedInputCount: 2n }),
    ).toStrictEqual({ reports: [toHex("q"), toHex("after 2 inputs")] });
  });

  test("refuses a module without a default export, and one that is missing", async () => {
    await expect(loadHandlerModule("not-a-handler.mjs", fixtures)).rejects.toThrow(
      "handler module not-a-handler.mjs must export a function as its default export (the application handler), got undefined",
    );
    await expect(loadHandlerModule("missing.mjs", fixtures)).rejects.toThrow(
      /^handler module missing.mjs could not be loaded: /,
    );
  });
});

describe("startHostApplication", () => {
  test("refuses bad options, naming them", async () => {
    await expect(startHostApplication({ command: [] })).rejects.toThrow(
      "startHostApplication: command must be a non-empty array of strings",
    );
    await expect(startHostApplication({ command: ["true"], finishTimeout: -1 })).rejects.toThrow(
      "startHostApplication: finishTimeout must be a positive number of milliseconds, got -1",
    );
    await expect(startHostApplication({ command: ["true"], port: 70_000 })).rejects.toThrow(
      "startHostApplication: port must be an integer from 0 to 65535, got 70000",
    );
  });
});

describe("startDevnet", () => {
  test("attaches to a running chain and follows the application at an address, under a name", async () => {
    const { stop: stopChain, ...running } = await startChain();
    try {
      const viemChain = localChain(running.url, running.chainId);
      const second = await deployApplicationV3Alpha9(
        {
          publicClient: createPublicClient({ chain: viemChain, transport: http(running.url) }),
          walletClient: createWalletClient({
            chain: viemChain,
            transport: http(running.url),
            account: testAccounts[0]!,
          }),
        },
        running.contracts,
        { epochLength: 5n, token: running.tokens.erc20, salt: toHex(2, { size: 32 }) },
      );
      const devnet = await startDevnet({
        chainUrl: running.url,
        applicationAddress: second.application,
        applicationName: "second",
        handlerModule: "handler.ts",
        cwd: fixtures,
      });
      try {
        expect(devnet.attached).toBe(true);
        expect(devnet.chain.application).toStrictEqual(second);
        const { index } = await addInput(devnet.chain, toHex("to the second"));
        expect((await processedInput(devnet.node.url, index, "second")).status).toBe("ACCEPTED");
        const [report] = await rpcData<{ raw_data: `0x${string}` }[]>(
          devnet.node.url,
          "cartesi_listReports",
          ["second"],
        );
        expect(hexToString(report!.raw_data)).toBe("handled input 0");
      } finally {
        await devnet.stop();
      }
    } finally {
      await stopChain();
    }
  });
});
