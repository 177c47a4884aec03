import type { AddInputErrorType, ExecuteOutputErrorType, WithdrawErrorType } from "@cartesi/viem";
import type { GetConnectorClientErrorType } from "@wagmi/core";
import type { ChainMismatchErrorType, Hash } from "viem";
import { expectTypeOf, test } from "vitest";
import type { WalletChainNotConfiguredErrorType } from "../../errors.js";
import type { WaitForTransactionInputReturnType } from "../../query/write/waitForTransactionInput.js";
import { useAddInput } from "./useAddInput.js";
import { useApprovePortal } from "./useApprovePortal.js";
import { useExecuteOutput } from "./useExecuteOutput.js";
import { useForeclose } from "./useForeclose.js";
import { usePortalAllowance } from "./usePortalAllowance.js";
import { usePortalApproval } from "./usePortalApproval.js";
import { useProveAccountsDriveMerkleRoot } from "./useProveAccountsDriveMerkleRoot.js";
import {
  type TransactionInputProgress,
  type UseWaitForTransactionInputErrorType,
  useWaitForTransactionInput,
} from "./useWaitForTransactionInput.js";
import { useWithdraw } from "./useWithdraw.js";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
const token = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

/** What every write raises before the action: wagmi's connector errors and the wallet's chain. */
type ConnectedClientErrors =
  | GetConnectorClientErrorType
  | ChainMismatchErrorType
  | WalletChainNotConfiguredErrorType;

test("a write hook's data is the hash, its error the action's, wagmi's or the wallet's chain", () => {
  const result = useAddInput();
  expectTypeOf(result.data).toEqualTypeOf<Hash | undefined>();
  expectTypeOf(result.error).toEqualTypeOf<AddInputErrorType | ConnectedClientErrors | null>();
  expectTypeOf(useExecuteOutput().error).toEqualTypeOf<
    ExecuteOutputErrorType | ConnectedClientErrors | null
  >();
  expectTypeOf(result.mutateAsync).returns.toEqualTypeOf<Promise<Hash>>();
});

test("mutate takes the action's parameters with wagmi's account, chainId and connector, not viem's chain", () => {
  const { mutate } = useAddInput();
  mutate({ application, payload: "0x", chainId: 1 });
  // @ts-expect-error viem's `chain` is wagmi's `chainId` here
  mutate({ application, payload: "0x", chain: null });
  // @ts-expect-error the payload is required
  mutate({ application });
});

test("useApprovePortal's variables depend on the standard", () => {
  const { mutate } = useApprovePortal();
  mutate({ standard: "erc20", application, token, amount: 1n });
  mutate({ standard: "erc721", application, token, tokenId: 1n });
  mutate({ standard: "erc1155", application, token, batch: true });
  // @ts-expect-error an ERC-20 approval needs its amount
  mutate({ standard: "erc20", application, token });
  // @ts-expect-error an ERC-1155 approval is for all of the owner's tokens
  mutate({ standard: "erc1155", application, token, tokenId: 1n });
});

test("the approval reads and the follower", () => {
  expectTypeOf(usePortalAllowance({ application, token }).data).toEqualTypeOf<bigint | undefined>();
  expectTypeOf(
    usePortalApproval({ standard: "erc721", application, token, tokenId: 1n }).data,
  ).toEqualTypeOf<boolean | undefined>();
  const followed = useWaitForTransactionInput({ hash: "0x01" });
  expectTypeOf(followed.progress).toEqualTypeOf<TransactionInputProgress>();
  expectTypeOf(followed.status).toEqualTypeOf<"pending" | "error" | "success">();
  expectTypeOf(followed.data).toEqualTypeOf<WaitForTransactionInputReturnType | undefined>();
  expectTypeOf(followed.error).toEqualTypeOf<UseWaitForTransactionInputErrorType | null>();
  expectTypeOf(followed.refetch).toBeFunction();
  expectTypeOf(
    useWaitForTransactionInput({ hash: "0x01", query: { select: (data) => data.inputIndex } }).data,
  ).toEqualTypeOf<bigint | undefined>();
});

test("the withdrawal writes take the parsed proof files, and no deployments", () => {
  const driveRootProof = { accounts_drive_merkle_root: `0x${"00".repeat(32)}`, proof: [] } as const;
  const accountProof = {
    account: "0x01",
    account_index: "0x0",
    account_root_siblings: [],
  } as const;
  useForeclose().mutate({ application });
  useProveAccountsDriveMerkleRoot().mutate({ application, proof: driveRootProof });
  useWithdraw().mutate({ application, proof: accountProof });
  expectTypeOf(useWithdraw().error).toEqualTypeOf<
    WithdrawErrorType | ConnectedClientErrors | null
  >();
  // @ts-expect-error a withdrawal needs the account's proof
  useWithdraw().mutate({ application });
  // @ts-expect-error the application's own functions: no deployment to choose
  useForeclose({ deployments: [] });
});
