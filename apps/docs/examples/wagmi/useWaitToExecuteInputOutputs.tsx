import { useWaitToExecuteInputOutputs } from "@cartesi/wagmi";
import { publicClient } from "./config";

export function InputOutputs({ inputIndex = 0n }: { inputIndex?: bigint }) {
  const { data, error, isPending } = useWaitToExecuteInputOutputs({
    publicClient,
    application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
    inputIndex,
  });
  if (isPending) return <p>Waiting for the outputs of input {inputIndex.toString()}…</p>;
  if (error) return <p>{error.message}</p>;
  return (
    <ul>
      {data.map(({ output, status }) => (
        <li key={output.index.toString()}>
          {output.decodedData.type}: {status}
        </li>
      ))}
    </ul>
  );
}
// @log: notice: ready-to-validate
// @log: voucher: executed
