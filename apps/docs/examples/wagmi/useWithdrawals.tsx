import { useWithdrawals } from "@cartesi/wagmi";

export function Withdrawals() {
  const { data, error, isPending } = useWithdrawals({ application: "echo", limit: 10, offset: 0 });
  if (isPending) return <p>Loading withdrawals…</p>;
  if (error) return <p>{error.message}</p>;
  return (
    <ul>
      {data.data.map((withdrawal) => (
        <li key={withdrawal.accountIndex.toString()}>
          Account {withdrawal.accountIndex.toString()} withdrawn
        </li>
      ))}
    </ul>
  );
}
// @log: Account 0 withdrawn
