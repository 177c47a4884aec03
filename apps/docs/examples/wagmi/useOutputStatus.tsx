import { useOutputStatus } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function OutputStatus({ outputIndex = 0n }: { outputIndex?: bigint }) {
  const { data, error, isPending } = useOutputStatus({
    publicClient,
    application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
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
