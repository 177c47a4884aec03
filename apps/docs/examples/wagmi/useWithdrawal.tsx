import { useWithdrawal } from "@cartesi/wagmi";

export function Withdrawal({ accountIndex = 0n }: { accountIndex?: bigint }) {
  const { data, error, isPending } = useWithdrawal({ application: "echo", accountIndex });
  if (isPending) return <p>Loading the withdrawal of account {accountIndex.toString()}…</p>;
  if (error) return <p>{error.message}</p>;
  return (
    <p>
      Account {data.accountIndex.toString()}: paid by an output of {(data.output.length - 2) / 2}{" "}
      bytes
    </p>
  );
}
// @log: Account 0: paid by an output of 228 bytes
