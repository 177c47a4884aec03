import { cartesiClient } from "./config";

const input = await cartesiClient.waitForInput({
  application: "echo",
  inputIndex: 0n,
  waitProcessing: true,
  rejectErrors: true,
});
console.log(input.index, input.status);
// @log: 0n ACCEPTED
