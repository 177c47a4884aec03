import { createPublicClient, createWalletClient, type Hash, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { sepolia } from "viem/chains";
import { expectTypeOf, test } from "vitest";
import { publicActionsL1 } from "../../decorators/publicActionsL1.js";
import { walletActionsL1 } from "../../decorators/walletActionsL1.js";
import type { RefundStatus } from "./getRefundStatus.js";

const application = "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47";
const account = privateKeyToAccount(`0x${"11".repeat(32)}`);
const wallet = createWalletClient({ account, chain: sepolia, transport: http() }).extend(
  walletActionsL1(),
);
const client = createPublicClient({ chain: sepolia, transport: http() }).extend(publicActionsL1());
const node = createPublicClient({ transport: http() });

test("the input is given, or read from the node; one of them is required", () => {
  expectTypeOf(
    wallet.issueRefund({ application, inputIndex: 1n, input: "0x1234" }),
  ).resolves.toEqualTypeOf<Hash>();
  expectTypeOf(
    wallet.issueRefund({ application, inputIndex: 1n, node }),
  ).resolves.toEqualTypeOf<Hash>();
  // @ts-expect-error the input, or the node to read it from
  wallet.issueRefund({ application, inputIndex: 1n });
  // @ts-expect-error the input is hex, as the node's raw_data
  wallet.issueRefund({ application, inputIndex: 1n, input: "hello" });
  // @ts-expect-error the index is a bigint
  client.getRefundStatus({ application, inputIndex: 1, node });
});

test("the estimate returns a bigint, the reads booleans; the status names the next step", () => {
  expectTypeOf(client.estimateIssueRefundGas).returns.resolves.toEqualTypeOf<bigint>();
  expectTypeOf(client.wasRefundForInputIssued).returns.resolves.toEqualTypeOf<boolean>();
  expectTypeOf(client.validateInput).returns.resolves.toEqualTypeOf<boolean>();
  expectTypeOf<RefundStatus>().toEqualTypeOf<
    "not-foreclosed" | "refundable" | "refunded" | "finalized" | "not-a-deposit"
  >();
  expectTypeOf(client.getRefundStatus).returns.resolves.toHaveProperty("status");
  client.waitForRefundStatus({ application, inputIndex: 1n, node, status: "refunded" });
  // @ts-expect-error a wait is for a refund: there is no waiting for a dead end
  client.waitForRefundStatus({ application, inputIndex: 1n, node, status: "finalized" });
});
