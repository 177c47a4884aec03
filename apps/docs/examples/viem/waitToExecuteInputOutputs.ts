import { cartesiClient, publicClient } from "./config";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
const statuses = await publicClient.waitToExecuteInputOutputs({
  node: cartesiClient,
  application,
  inputIndex: 0n,
});
console.log(statuses.map(({ output, status }) => `${output.decodedData.type}: ${status}`));
// @log: [ 'notice: ready-to-validate', 'voucher: ready-to-execute' ]
