import { useOutputStatus } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function OutputStatus({ outputIndex = 0n }: { outputIndex?: bigint }) {
  const { data, error, isPending } = useOutputStatus({
    publicClient,
    application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
    outputIndex,
  });
  if (isPending) return <p>Reading output {outputIndex.toString()}…</p>;
  if (error) return <p>{error.message}</p>;
  return (
    <p>
      Output {data.output.index.toString()}: {data.status}
    </p>
  );
}
// @log: Output 0: ready-to-validate
