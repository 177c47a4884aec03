import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// The newest input: on the devnet, a deposit sent just before the application was foreclosed.
const {
  data: [input],
} = await cartesiClient.listInputs({ application, descending: true, limit: 10, offset: 0 });

// Resolves once the application is foreclosed: at once here.
const { status, foreclosed } = await publicClient.waitForRefundStatus({
  application,
  inputIndex: input!.index,
  input: input!.rawData,
  status: "refundable",
  timeout: 60_000,
});
console.log(status, foreclosed);
// @log: refundable true
