import { useInput } from "@cartesi/wagmi";

export function Input() {
  const { data: input, error, isPending } = useInput({ application: "echo", inputIndex: 0n });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <p>
      Input {input.index.toString()}: {input.status}
    </p>
  );
}
// @log: Input 0: ACCEPTED
