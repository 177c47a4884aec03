import { hexToString } from "viem";
import { cartesiClient } from "./config";

const report = await cartesiClient.getReport({ application: "echo", reportIndex: 0n });
console.log(report.inputIndex, hexToString(report.rawData));
// @log: 0n hello
