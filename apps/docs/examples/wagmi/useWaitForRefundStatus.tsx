import { useInputs, useWaitForRefundStatus } from "@cartesi/wagmi";
import { publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

export function RefundWait() {
  // The newest input: on the devnet, a deposit sent just before the application was foreclosed.
  const { data: inputs } = useInputs({ application, descending: true, limit: 10, offset: 0 });
  const input = inputs?.data[0];
  const { data, error } = useWaitForRefundStatus({
    publicClient,
    application,
    inputIndex: input?.index,
    input: input?.rawData,
    status: "refunded",
  });
  if (error) return <p>{error.message}</p>;
  if (!data) return <p>Waiting for the refund…</p>;
  return <p>Refunded: {String(data.refunded)}</p>;
}
// @log: Refunded: true
