import { cartesiClient } from "./config";

// A node that gave up running the application says so in its status, and why in its reason.
const { status, reason, executionParameters } = await cartesiClient.getApplication({
  application: "echo",
});
console.log(status, reason);
// @log: OK null

// How long the node lets one input run, in nanoseconds: 3 minutes.
console.log(executionParameters.advanceMaxDeadline);
// @log: 180000000000n
