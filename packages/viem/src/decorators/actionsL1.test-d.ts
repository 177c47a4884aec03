import { createPublicClient, createWalletClient, type Hash, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { sepolia } from "viem/chains";
import { describe, expectTypeOf, test } from "vitest";
import type { Output } from "../types/output.js";
import { publicActionsL1 } from "./publicActionsL1.js";
import { walletActionsL1 } from "./walletActionsL1.js";

const application = "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47";
const account = privateKeyToAccount(`0x${"11".repeat(32)}`);

describe("walletActionsL1", () => {
  const wallet = createWalletClient({ account, chain: sepolia, transport: http() }).extend(
    walletActionsL1(),
  );

  test("every wallet action returns a transaction hash", () => {
    expectTypeOf(wallet.addInput).returns.resolves.toEqualTypeOf<Hash>();
    expectTypeOf(wallet.depositEther).returns.resolves.toEqualTypeOf<Hash>();
    expectTypeOf(wallet.depositERC20Tokens).returns.resolves.toEqualTypeOf<Hash>();
    expectTypeOf(wallet.depositERC721Token).returns.resolves.toEqualTypeOf<Hash>();
    expectTypeOf(wallet.depositSingleERC1155Token).returns.resolves.toEqualTypeOf<Hash>();
    expectTypeOf(wallet.depositBatchERC1155Token).returns.resolves.toEqualTypeOf<Hash>();
    expectTypeOf(wallet.executeOutput).returns.resolves.toEqualTypeOf<Hash>();
  });

  test("account and chain come from the client; gas is a bigint, null or omitted", () => {
    wallet.addInput({ application, payload: "0x" });
    wallet.addInput({ application, payload: "0x", gas: 100_000n });
    wallet.addInput({ application, payload: "0x", gas: null });
    // @ts-expect-error payload is hex
    wallet.addInput({ application, payload: "hello" });
    const batch = { application, token: application, values: [1n] };
    // @ts-expect-error tokenIds and values are bigint lists
    wallet.depositBatchERC1155Token({ ...batch, tokenIds: [1] });
    wallet.executeOutput({ application, output: {} as Output });
  });

  test("a client without an account needs one per call", () => {
    const bare = createWalletClient({ chain: sepolia, transport: http() }).extend(
      walletActionsL1(),
    );
    bare.addInput({ account, application, payload: "0x" });
    // @ts-expect-error account is required
    bare.addInput({ application, payload: "0x" });
  });
});

describe("publicActionsL1", () => {
  const client = createPublicClient({ chain: sepolia, transport: http() }).extend(
    publicActionsL1(),
  );

  test("estimates return bigints and validateOutput a boolean", () => {
    expectTypeOf(client.estimateAddInputGas).returns.resolves.toEqualTypeOf<bigint>();
    expectTypeOf(client.estimateDepositEtherGas).returns.resolves.toEqualTypeOf<bigint>();
    expectTypeOf(client.estimateDepositERC20TokensGas).returns.resolves.toEqualTypeOf<bigint>();
    expectTypeOf(client.estimateDepositERC721TokenGas).returns.resolves.toEqualTypeOf<bigint>();
    expectTypeOf(
      client.estimateDepositSingleERC1155TokenGas,
    ).returns.resolves.toEqualTypeOf<bigint>();
    expectTypeOf(
      client.estimateDepositBatchERC1155TokenGas,
    ).returns.resolves.toEqualTypeOf<bigint>();
    expectTypeOf(client.estimateExecuteOutputGas).returns.resolves.toEqualTypeOf<bigint>();
    expectTypeOf(client.validateOutput).returns.resolves.toEqualTypeOf<boolean>();
  });

  test("the output status names what the user can do; the waits narrow it", async () => {
    const node = createPublicClient({ transport: http() });
    const parameters = { node, application, outputIndex: 0n } as const;
    expectTypeOf((await client.getOutputStatus(parameters)).status).toEqualTypeOf<
      | "waiting-for-claim"
      | "waiting-for-acceptance"
      | "ready-to-execute"
      | "ready-to-validate"
      | "executed"
      | "claim-rejected"
    >();
    expectTypeOf((await client.waitToExecuteOutput(parameters)).status).toEqualTypeOf<
      "ready-to-execute" | "ready-to-validate" | "executed"
    >();
    const executed = await client.waitForOutputExecution(parameters);
    expectTypeOf(executed.transactionHash).toEqualTypeOf<Hash | null>();
    const estimate = await client.getTimeToExecutable(parameters);
    expectTypeOf(estimate).toMatchTypeOf<{
      period: number;
      seconds: number;
      timestamp: number;
      blocks: bigint;
    }>();
    // @ts-expect-error the node client is required
    client.getOutputStatus({ application, outputIndex: 0n });
  });
});
