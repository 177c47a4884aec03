import { useReports } from "@cartesi/wagmi";
import { hexToString } from "viem";

export function ReportsOfInput() {
  const {
    data: reports,
    error,
    isPending,
  } = useReports({
    application: "echo",
    inputIndex: 0n,
    limit: 10,
    offset: 0,
    query: { select: (page) => page.data },
  });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <ul>
      {reports.map((report) => (
        <li key={report.index.toString()}>{hexToString(report.rawData)}</li>
      ))}
    </ul>
  );
}
// @log: hello
