import { useWithdrawalStatus } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function WithdrawalStatus({ accountIndex = 0n }: { accountIndex?: bigint }) {
  const { data, error, isPending } = useWithdrawalStatus({
    publicClient,
    application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
    accountIndex,
  });
  if (isPending) return <p>Reading account {accountIndex.toString()}…</p>;
  if (error) return <p>{error.message}</p>;
  return (
    <p>
      Account {accountIndex.toString()}: {data.status}
    </p>
  );
}
// @log: Account 0: withdrawn
