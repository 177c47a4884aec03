import type { AccountProofFile, DriveRootProofFile } from "@cartesi/viem";
import { useWithdrawalStatus } from "@cartesi/wagmi";
import { useProveAccountsDriveMerkleRoot, useWithdraw } from "@cartesi/wagmi/write";
import { usePublicClient, useWaitForTransactionReceipt } from "wagmi";
import { messageOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

/** The two files the node operator's tooling wrote for the user's account, parsed. */
export type WithdrawalProofs = {
  driveRootProof: DriveRootProofFile;
  accountProof: AccountProofFile;
};

const next = {
  "not-foreclosed": "The application is not foreclosed: nothing to withdraw",
  "ready-to-prove": "Prove the accounts drive root first",
  "ready-to-withdraw": "Ready to withdraw",
  withdrawn: "Withdrawn",
};

// Fetch the files from where the operator publishes them, or let the user pick them.
export function Withdraw({ driveRootProof, accountProof }: WithdrawalProofs) {
  const publicClient = usePublicClient();
  const accountIndex = BigInt(accountProof.account_index);
  // Read again by both writes once their transaction is mined: the buttons follow by themselves.
  const { data } = useWithdrawalStatus({ publicClient, application, accountIndex });
  const prove = useProveAccountsDriveMerkleRoot();
  const withdraw = useWithdraw();
  const receipt = useWaitForTransactionReceipt({ hash: withdraw.data ?? prove.data });

  const error = withdraw.error ?? prove.error ?? receipt.error;
  const step = error
    ? messageOf(error)
    : prove.isPending || withdraw.isPending
      ? "Confirm in your wallet…"
      : (withdraw.data ?? prove.data) && !receipt.data
        ? "Waiting for the transaction…"
        : data
          ? next[data.status]
          : "Reading the application…";

  return (
    <div>
      <p>
        Account {accountIndex.toString()}: {data?.status ?? "…"}
      </p>
      <button
        type="button"
        onClick={() => prove.mutate({ application, proof: driveRootProof })}
        disabled={data?.status !== "ready-to-prove" || prove.isPending}
      >
        Prove the accounts drive root
      </button>
      <button
        type="button"
        onClick={() => withdraw.mutate({ application, proof: accountProof })}
        disabled={data?.status !== "ready-to-withdraw" || withdraw.isPending}
      >
        Withdraw
      </button>
      <p>{step}</p>
    </div>
  );
}
