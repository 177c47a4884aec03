import { useReport } from "@cartesi/wagmi";
import { hexToString } from "viem";

export function Report() {
  const { data: report, error, isPending } = useReport({ application: "echo", reportIndex: 0n });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <p>
      Report of input {report.inputIndex.toString()}: {hexToString(report.rawData)}
    </p>
  );
}
// @log: Report of input 0: hello
