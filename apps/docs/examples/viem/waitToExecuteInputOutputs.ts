import { cartesiClient, publicClient } from "./config";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
const statuses = await publicClient.waitToExecuteInputOutputs({
  node: cartesiClient,
  application,
  inputIndex: 0n,
});
console.log(statuses.map(({ output, status }) => `${output.decodedData.type}: ${status}`));
// @log: [ 'notice: ready-to-validate', 'voucher: ready-to-execute' ]
