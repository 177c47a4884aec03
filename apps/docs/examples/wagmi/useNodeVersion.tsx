import { useNodeVersion } from "@cartesi/wagmi";

export function NodeVersion() {
  const { data: version, error, isPending } = useNodeVersion();
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return <p>Node {version}</p>;
}
// @log: Node 2.0.0-alpha.13+local
