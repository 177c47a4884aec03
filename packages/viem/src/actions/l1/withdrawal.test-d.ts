import { createPublicClient, createWalletClient, type Hash, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { sepolia } from "viem/chains";
import { expectTypeOf, test } from "vitest";
import { publicActionsL1 } from "../../decorators/publicActionsL1.js";
import { walletActionsL1 } from "../../decorators/walletActionsL1.js";
import type { WithdrawalStatus } from "./getWithdrawalStatus.js";
import type { AccountProofFile, DriveRootProofFile } from "./withdrawalProofs.js";

const application = "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47";
const account = privateKeyToAccount(`0x${"11".repeat(32)}`);
const wallet = createWalletClient({ account, chain: sepolia, transport: http() }).extend(
  walletActionsL1(),
);
const client = createPublicClient({ chain: sepolia, transport: http() }).extend(publicActionsL1());

test("the proof files are taken as JSON.parse gives them", () => {
  const driveRoot = JSON.parse("{}") as DriveRootProofFile;
  const accountProof = JSON.parse("{}") as AccountProofFile;
  expectTypeOf(wallet.foreclose({ application })).resolves.toEqualTypeOf<Hash>();
  expectTypeOf(
    wallet.proveAccountsDriveMerkleRoot({ application, proof: driveRoot }),
  ).resolves.toEqualTypeOf<Hash>();
  expectTypeOf(
    wallet.withdraw({ application, proof: accountProof }),
  ).resolves.toEqualTypeOf<Hash>();
  // @ts-expect-error a drive root proof is not an account proof
  wallet.withdraw({ application, proof: driveRoot });
  expectTypeOf<AccountProofFile["account_index"]>().toEqualTypeOf<`0x${string}`>();
});

test("the estimates return bigints; the status names the next step", () => {
  expectTypeOf(client.estimateForecloseGas).returns.resolves.toEqualTypeOf<bigint>();
  expectTypeOf(
    client.estimateProveAccountsDriveMerkleRootGas,
  ).returns.resolves.toEqualTypeOf<bigint>();
  expectTypeOf(client.estimateWithdrawGas).returns.resolves.toEqualTypeOf<bigint>();
  expectTypeOf<WithdrawalStatus>().toEqualTypeOf<
    "not-foreclosed" | "ready-to-prove" | "ready-to-withdraw" | "withdrawn"
  >();
  expectTypeOf(client.getWithdrawalStatus).returns.resolves.toHaveProperty("status");
  // @ts-expect-error there is nothing to wait for before foreclosure
  client.waitForWithdrawalStatus({ application, status: "not-foreclosed" });
});
