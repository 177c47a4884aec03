import { useInputs, useRefundStatus } from "@cartesi/wagmi";
import { publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

export function NewestInputRefund() {
  // The newest input: on the devnet, a deposit sent just before the application was foreclosed.
  const { data: inputs } = useInputs({ application, descending: true, limit: 10, offset: 0 });
  const input = inputs?.data[0];
  // Waits for the input; `input` left out, the hook would read it from the node.
  const { data, error, isPending } = useRefundStatus({
    publicClient,
    application,
    inputIndex: input?.index,
    input: input?.rawData,
  });
  if (isPending) return <p>Reading the newest input…</p>;
  if (error) return <p>{error.message}</p>;
  return <p>Newest input: {data.status}</p>;
}
// @log: Newest input: refunded
