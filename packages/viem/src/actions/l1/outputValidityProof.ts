import type { Hash } from "viem";
import { OutputNotProvenError } from "../../errors/output.js";
import type { Output } from "../../types/output.js";

/** The `OutputValidityProof` struct the `Application` contract checks an output against. */
export type OutputValidityProof = {
  outputIndex: bigint;
  outputHashesSiblings: readonly Hash[];
};

/** The proof of `output`; throws `OutputNotProvenError` (naming `docsPath`) when it has none yet. */
export function outputValidityProof(output: Output, docsPath: string): OutputValidityProof {
  if (output.outputHashesSiblings === null) {
    throw new OutputNotProvenError({ outputIndex: output.index, docsPath });
  }
  return { outputIndex: output.index, outputHashesSiblings: output.outputHashesSiblings };
}
