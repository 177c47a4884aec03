import { reportToText } from "@cartesi/viem";
import { useInspect } from "@cartesi/wagmi";

export function Inspect() {
  const { data: answer, error, isPending } = useInspect({ application: "echo", payload: "hello" });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  // The test application answers with one report: the payload it was asked.
  return (
    <p>
      {answer.status}: {answer.reports.map(reportToText).join(", ")}
    </p>
  );
}
// @log: Accepted: hello
