import type { Hex } from "viem";

/** A report an input produced: data without proof, e.g. diagnostics. */
export type Report = {
  epochIndex: bigint;
  inputIndex: bigint;
  index: bigint;
  rawData: Hex;
  createdAt: Date;
  updatedAt: Date;
};
