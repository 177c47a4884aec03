import { useApplication } from "@cartesi/wagmi";

export function Application() {
  const { data: application, error, isPending } = useApplication({ application: "echo" });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <p>
      {application.name}: {application.enabled ? "enabled" : "disabled"}, {application.status}
    </p>
  );
}
// @log: echo: enabled, OK
