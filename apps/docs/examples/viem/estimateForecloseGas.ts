import { publicClient } from "./config";

// Only the guardian can foreclose: estimate for its address.
const gas = await publicClient.estimateForecloseGas({
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  account: "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
});
console.log(gas > 0n);
// @log: true
