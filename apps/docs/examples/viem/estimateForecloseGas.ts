import { publicClient } from "./config";

// Only the guardian can foreclose: estimate for its address.
const gas = await publicClient.estimateForecloseGas({
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  account: "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
});
console.log(gas > 0n);
// @log: true
