import { encodeAbiParameters, encodeEventTopics, type Log, zeroHash } from "viem";
import { expect, test } from "vitest";
import { applicationAbi, inputBoxAbi } from "../abi/generated.js";
import { getOutputsExecutedFromReceipt } from "./getOutputsExecutedFromReceipt.js";

const first = "0x1111111111111111111111111111111111111111";
const second = "0x2222222222222222222222222222222222222222";

/** An `OutputExecuted` log of `address`, as a receipt carries it. */
function outputExecuted(address: `0x${string}`, outputIndex: bigint, output: `0x${string}`): Log {
  return {
    address,
    topics: encodeEventTopics({ abi: applicationAbi, eventName: "OutputExecuted" }) as [
      `0x${string}`,
    ],
    data: encodeAbiParameters([{ type: "uint64" }, { type: "bytes" }], [outputIndex, output]),
    blockHash: zeroHash,
    blockNumber: 1n,
    logIndex: 0,
    transactionHash: zeroHash,
    transactionIndex: 0,
    removed: false,
  };
}

test("returns the executed outputs in log order, of any application or of those given", () => {
  const other: Log = {
    ...outputExecuted(first, 0n, "0x"),
    topics: encodeEventTopics({
      abi: inputBoxAbi,
      eventName: "InputAdded",
      args: { appContract: first, index: 0n },
    }) as [`0x${string}`],
  };
  const logs = [outputExecuted(first, 3n, "0xabcd"), other, outputExecuted(second, 7n, "0x01")];
  expect(getOutputsExecutedFromReceipt({ logs })).toEqual([
    { application: first, outputIndex: 3n, output: "0xabcd" },
    { application: second, outputIndex: 7n, output: "0x01" },
  ]);
  expect(getOutputsExecutedFromReceipt({ logs }, { application: second })).toEqual([
    { application: second, outputIndex: 7n, output: "0x01" },
  ]);
  expect(getOutputsExecutedFromReceipt({ logs: [other] })).toEqual([]);
});
