import { v3Artifact } from "@rollups-ts/chain";
import type { Abi, AbiParameter } from "viem";
import { formatAbiItem, formatAbiParams } from "viem/utils";
import { expect, test } from "vitest";
import { applicationWithdrawalAbi } from "./v3.js";

type Entry = Abi[number] & { stateMutability?: string; outputs?: readonly AbiParameter[] };

/** An ABI entry as its signature with parameter names, its mutability and its named outputs. */
const signature = (entry: Entry) =>
  [
    formatAbiItem(entry, { includeName: true }),
    entry.stateMutability ?? "",
    formatAbiParams(entry.outputs ?? [], { includeName: true }),
  ].join(" ");

test("applicationWithdrawalAbi is the v3 Application's own, entry for entry", () => {
  const application = new Set(
    (v3Artifact("Application").abi as readonly Entry[])
      .filter(({ type }) => type === "function" || type === "event" || type === "error")
      .map(signature),
  );
  const missing = (applicationWithdrawalAbi as readonly Entry[])
    .map(signature)
    .filter((entry) => !application.has(entry));
  expect(missing).toEqual([]);
  expect(applicationWithdrawalAbi.length).toBeGreaterThan(20);
});
