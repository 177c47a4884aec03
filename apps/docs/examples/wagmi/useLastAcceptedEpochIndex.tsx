import { useInput, useLastAcceptedEpochIndex } from "@cartesi/wagmi";

export function Executable() {
  const input = useInput({ application: "echo", inputIndex: 0n });
  const lastAccepted = useLastAcceptedEpochIndex({ application: "echo" });
  if (input.isPending || lastAccepted.isPending) return <p>Loading…</p>;
  if (input.error) return <p>{input.error.shortMessage}</p>;
  if (lastAccepted.error) return <p>{lastAccepted.error.shortMessage}</p>;
  // Outputs can be executed once their epoch is accepted.
  const executable = input.data.epochIndex <= lastAccepted.data;
  return <p>Outputs of input 0 executable: {String(executable)}</p>;
}
// @log: Outputs of input 0 executable: true
