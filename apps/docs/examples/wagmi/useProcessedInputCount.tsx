import { useProcessedInputCount } from "@cartesi/wagmi";

export function Processed() {
  const {
    data: count,
    error,
    isPending,
  } = useProcessedInputCount({
    application: "echo",
    query: { refetchInterval: 1_000 },
  });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  // Inputs are processed in order: input 0 is done once the count is above 0.
  return <p>Input 0 processed: {String(count > 0n)}</p>;
}
// @log: Input 0 processed: true
