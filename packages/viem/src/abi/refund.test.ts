import { v3Alpha9Artifact } from "@rollups-ts/chain";
import type { Abi, AbiParameter } from "viem";
import { formatAbiItem, formatAbiParams } from "viem/utils";
import { expect, test } from "vitest";
import { applicationRefundAbi, refundOutputBuilderAbi, wasInputFinalizedAbi } from "./refund.js";

type Entry = Abi[number] & { stateMutability?: string; outputs?: readonly AbiParameter[] };

/** An ABI entry as its signature, its mutability and its outputs; with parameter names or not. */
const signature = (entry: Entry, includeName = true) =>
  [
    formatAbiItem(entry, { includeName }),
    entry.stateMutability ?? "",
    formatAbiParams(entry.outputs ?? [], { includeName }),
  ].join(" ");

/** The entries of `abi` that the contract `name` of the 3.0.0-alpha.9 build does not have. */
function missingFrom(name: string, abi: readonly Entry[], includeName = true): string[] {
  const contract = new Set(
    (v3Alpha9Artifact(name).abi as readonly Entry[])
      .filter(({ type }) => type === "function" || type === "event" || type === "error")
      .map((entry) => signature(entry, includeName)),
  );
  return abi.map((entry) => signature(entry, includeName)).filter((entry) => !contract.has(entry));
}

test("the refund ABIs are the 3.0.0-alpha.9 contracts' own, entry for entry", () => {
  expect(missingFrom("Application", applicationRefundAbi)).toEqual([]);
  expect(missingFrom("RefundOutputBuilder", refundOutputBuilderAbi)).toEqual([]);
  // The Authority leaves the input index unnamed (it answers from the block number alone).
  expect(missingFrom("Authority", wasInputFinalizedAbi, false)).toEqual([]);
  // RefundIssued indexes its input index (topic1), as every release with refunds does.
  const event = applicationRefundAbi.find((entry) => entry.type === "event")!;
  expect(event.inputs[0]).toMatchObject({ name: "inputIndex", indexed: true });
});
