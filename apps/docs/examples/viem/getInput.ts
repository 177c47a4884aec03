import { cartesiClient } from "./config";

const input = await cartesiClient.getInput({
  application: "echo",
  inputIndex: 0n,
});
console.log(input.index, input.status);
// @log: 0n ACCEPTED
