import { useWaitForOutputExecution } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function Execution({ outputIndex = 1n }: { outputIndex?: bigint }) {
  const { data, error, isPending } = useWaitForOutputExecution({
    publicClient,
    application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
    outputIndex,
  });
  if (isPending) return <p>Waiting for voucher {outputIndex.toString()} to be executed…</p>;
  if (error) return <p>{error.message}</p>;
  return (
    <p>
      Voucher {data.output.index.toString()}: {data.status}
    </p>
  );
}
// @log: Voucher 1: executed
