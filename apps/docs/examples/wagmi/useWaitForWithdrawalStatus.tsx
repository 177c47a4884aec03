import { useWaitForWithdrawalStatus } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function WaitForProvedRoot() {
  // Resolves once anyone has proved the accounts drive root: every account can then withdraw.
  const { data, error, isPending } = useWaitForWithdrawalStatus({
    publicClient,
    application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
    status: "ready-to-withdraw",
  });
  if (isPending) return <p>Waiting for the accounts drive root to be proved…</p>;
  if (error) return <p>{error.message}</p>;
  return <p>Root proved: {data.status}</p>;
}
// @log: Root proved: ready-to-withdraw
