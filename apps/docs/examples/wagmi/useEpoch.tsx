import { useEpoch, useInput } from "@cartesi/wagmi";

export function EpochOfInput() {
  const { data: input } = useInput({ application: "echo", inputIndex: 0n });
  // The query waits until `epochIndex` is known.
  const {
    data: epoch,
    error,
    isPending,
  } = useEpoch({
    application: "echo",
    epochIndex: input?.epochIndex,
  });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <p>
      Epoch of input 0: {epoch.status}, inputs {epoch.inputIndexLowerBound.toString()} and up
    </p>
  );
}
// @log: Epoch of input 0: CLAIM_ACCEPTED, inputs 0 and up
