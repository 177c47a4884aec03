import { useWaitForOutputExecution } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function Execution({ outputIndex = 1n }: { outputIndex?: bigint }) {
  const { data, error, isPending } = useWaitForOutputExecution({
    publicClient,
    application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
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
