import { getRefundsIssuedFromReceipt } from "@cartesi/viem";
import { cartesiClient, publicClient, walletClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// Only the newest inputs can be refunded: those no accepted claim covers. Walk back from the
// newest input to the first finalized one, and refund each deposit on the way, whoever made it.
const { data: inputs } = await cartesiClient.listInputs({
  application,
  descending: true,
  limit: 10,
  offset: 0,
});
const refunded: bigint[] = [];
for (const input of inputs) {
  const { status } = await publicClient.getRefundStatus({
    application,
    inputIndex: input.index,
    input: input.rawData,
  });
  if (status === "finalized") break;
  if (status !== "refundable") continue;
  const hash = await walletClient.issueRefund({
    application,
    inputIndex: input.index,
    input: input.rawData,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  for (const refund of getRefundsIssuedFromReceipt(receipt)) refunded.push(refund.inputIndex);
}
console.log(refunded.length);
// @log: 1
