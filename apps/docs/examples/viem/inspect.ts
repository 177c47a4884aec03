import { reportToText } from "@cartesi/viem";
import { cartesiClient } from "./config";

// The test application answers an inspect with one report: the payload it was asked.
const answer = await cartesiClient.inspect({ application: "echo", payload: "hello" });
console.log(answer.status, answer.reports.length, answer.processedInputCount);
// @log: Accepted 1 1n
console.log(reportToText(answer.reports[0]!));
// @log: hello
