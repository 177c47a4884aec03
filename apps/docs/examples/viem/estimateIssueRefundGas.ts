import { account, cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// The newest input: on the devnet, a deposit sent just before the application was foreclosed.
const {
  data: [input],
} = await cartesiClient.listInputs({ application, descending: true, limit: 10, offset: 0 });

const gas = await publicClient.estimateIssueRefundGas({
  application,
  inputIndex: input!.index,
  input: input!.rawData,
  account: account.address,
});
console.log(typeof gas, gas > 21_000n);
// @log: bigint true
