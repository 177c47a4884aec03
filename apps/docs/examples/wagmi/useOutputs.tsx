import { useOutputs } from "@cartesi/wagmi";

export function OutputsOfInput() {
  const {
    data: page,
    error,
    isPending,
  } = useOutputs({
    application: "echo",
    inputIndex: 0n,
    limit: 10,
    offset: 0,
  });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <ul>
      {page.data.map((output) => (
        <li key={output.index.toString()}>
          {output.index.toString()}: {output.decodedData.type}
        </li>
      ))}
    </ul>
  );
}
// @log: 0: notice
// @log: 1: voucher
