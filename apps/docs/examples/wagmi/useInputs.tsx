import { useInputs } from "@cartesi/wagmi";

export function FirstInput() {
  const {
    data: page,
    error,
    isPending,
  } = useInputs({
    application: "echo",
    limit: 10,
    offset: 0,
  });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  const [first] = page.data;
  return (
    <p>
      Input {first?.index.toString()}: {first?.status}, page of {page.pagination.limit}
    </p>
  );
}
// @log: Input 0: ACCEPTED, page of 10
