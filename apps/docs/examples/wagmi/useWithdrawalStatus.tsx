import { useWithdrawalStatus } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function WithdrawalStatus({ accountIndex = 0n }: { accountIndex?: bigint }) {
  const { data, error, isPending } = useWithdrawalStatus({
    publicClient,
    application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
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
