import { cartesiClient } from "./config";

const count = await cartesiClient.getProcessedInputCount({ application: "echo" });
console.log(count);
// @log: 1n
