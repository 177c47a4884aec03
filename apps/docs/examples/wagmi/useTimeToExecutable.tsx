import { useTimeToExecutable } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function TimeToExecutable({ outputIndex = 0n }: { outputIndex?: bigint }) {
  const { data, error, isPending } = useTimeToExecutable({
    publicClient,
    application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
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
