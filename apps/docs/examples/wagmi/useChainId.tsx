import { useChainId } from "@cartesi/wagmi";

export function ChainId() {
  const { data: chainId, error, isPending } = useChainId();
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return <p>The node follows chain {chainId}</p>;
}
// @log: The node follows chain 31337
