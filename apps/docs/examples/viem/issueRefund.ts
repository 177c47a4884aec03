import { getRefundsIssuedFromReceipt } from "@cartesi/viem";
import { cartesiClient, publicClient, walletClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// The newest input: on the devnet, a deposit sent just before the application was foreclosed.
const {
  data: [input],
} = await cartesiClient.listInputs({ application, descending: true, limit: 10, offset: 0 });

// Anyone can send it: the asset goes back to whoever deposited it.
const hash = await walletClient.issueRefund({
  application,
  inputIndex: input!.index,
  input: input!.rawData,
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const [refund] = getRefundsIssuedFromReceipt(receipt, { application });
console.log(receipt.status, refund!.inputIndex === input!.index);
// @log: success true
