import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// The newest input: on the devnet, a deposit sent just before the application was foreclosed.
const {
  data: [input],
} = await cartesiClient.listInputs({ application, descending: true, limit: 10, offset: 0 });

// Without `input`, the action reads the input from the node.
const status = await publicClient.getRefundStatus({
  application,
  inputIndex: input!.index,
  node: cartesiClient,
});
console.log(status.status, status.deposit, status.finalized);
// @log: refundable true false
