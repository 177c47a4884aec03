import { useWaitToExecuteOutput } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function WaitToExecute({ outputIndex = 0n }: { outputIndex?: bigint }) {
  const { data, error, isPending } = useWaitToExecuteOutput({
    publicClient,
    application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
    outputIndex,
  });
  if (isPending) return <p>Waiting for the claim of output {outputIndex.toString()}…</p>;
  if (error) return <p>{error.message}</p>;
  return (
    <p>
      Output {data.output.index.toString()}: {data.status}
    </p>
  );
}
// @log: Output 0: ready-to-validate
