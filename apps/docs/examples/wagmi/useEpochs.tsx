import { useEpochs } from "@cartesi/wagmi";

export function AcceptedEpochs() {
  const {
    data: epochs,
    error,
    isPending,
  } = useEpochs({
    application: "echo",
    status: "CLAIM_ACCEPTED",
    limit: 10,
    offset: 0,
    query: { select: (page) => page.data },
  });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return <p>First accepted epoch: {epochs[0]?.status}</p>;
}
// @log: First accepted epoch: CLAIM_ACCEPTED
