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
// @log: echo at 0x8e2CEB5dfe27d2842555D21b78829D406b3871CE
