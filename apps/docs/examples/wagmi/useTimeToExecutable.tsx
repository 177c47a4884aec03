import { useTimeToExecutable } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function TimeToExecutable({ outputIndex = 0n }: { outputIndex?: bigint }) {
  const { data, error, isPending } = useTimeToExecutable({
    publicClient,
    application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
    outputIndex,
  });
  if (isPending) return <p>Estimating…</p>;
  if (error) return <p>{error.message}</p>;
  if (data.blocks === 0n) return <p>Output {outputIndex.toString()}: executable now</p>;
  return (
    <p>
      Output {outputIndex.toString()}: about {Math.round(data.seconds)} s ({data.basis})
    </p>
  );
}
// @log: Output 0: executable now
