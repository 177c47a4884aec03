import { useApplications } from "@cartesi/wagmi";

export function Applications() {
  const { data: page, error, isPending } = useApplications({ limit: 10, offset: 0 });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <ul>
      {page.data.map((application) => (
        <li key={application.applicationAddress}>
          {application.name} at {application.applicationAddress}
        </li>
      ))}
    </ul>
  );
}
// @log: echo at 0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47
