import { useOutput } from "@cartesi/wagmi";

export function Output() {
  const { data: output, error, isPending } = useOutput({ application: "echo", outputIndex: 0n });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <p>
      Output {output.index.toString()}: {output.decodedData.type},{" "}
      {output.outputHashesSiblings ? "proven" : "no proof yet"}
    </p>
  );
}
// @log: Output 0: notice, proven
