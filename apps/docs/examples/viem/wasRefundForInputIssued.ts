import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// The two newest inputs: a refunded deposit, and the one before it.
const {
  data: [newest, before],
} = await cartesiClient.listInputs({ application, descending: true, limit: 10, offset: 0 });

const refunded = await publicClient.wasRefundForInputIssued({
  application,
  inputIndex: newest!.index,
});
const earlier = await publicClient.wasRefundForInputIssued({
  application,
  inputIndex: before!.index,
});
console.log(refunded, earlier);
// @log: true false
