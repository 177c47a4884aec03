import { useWaitForWithdrawalStatus } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function WaitForProvedRoot() {
  // Resolves once anyone has proved the accounts drive root: every account can then withdraw.
  const { data, error, isPending } = useWaitForWithdrawalStatus({
    publicClient,
    application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
    status: "ready-to-withdraw",
  });
  if (isPending) return <p>Waiting for the accounts drive root to be proved…</p>;
  if (error) return <p>{error.message}</p>;
  return <p>Root proved: {data.status}</p>;
}
// @log: Root proved: ready-to-withdraw
