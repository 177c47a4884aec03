import { useWaitForInput } from "@cartesi/wagmi";

export function InputStatus({ inputIndex = 0n }: { inputIndex?: bigint }) {
  const {
    data: input,
    error,
    isPending,
  } = useWaitForInput({
    application: "echo",
    inputIndex,
    waitProcessing: true,
  });
  if (isPending) return <p>Processing input {inputIndex.toString()}…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <p>
      Input {input.index.toString()}: {input.status}
    </p>
  );
}
// @log: Input 0: ACCEPTED
