import {
  type Address,
  type Chain,
  type Client,
  concatHex,
  type Hash,
  keccak256,
  type Transport,
} from "viem";
import { getLogs, readContract } from "viem/actions";
import { getAction } from "viem/utils";
import { applicationAbi } from "../../abi/generated.js";
import { claimStagingAbi } from "../../abi/v3.js";
import { OutputClaimNotAcceptedError } from "../../errors/deployment.js";
import type { Output } from "../../types/output.js";
import type { OutputValidityProof } from "./outputValidityProof.js";

/** The outputs Merkle root that `output` and its proof hash to, as `Application.validateOutput` computes it. */
export function outputsMerkleRoot(output: Output, proof: OutputValidityProof): Hash {
  let node = keccak256(output.rawData);
  proof.outputHashesSiblings.forEach((sibling, height) => {
    node = keccak256(
      (proof.outputIndex >> BigInt(height)) & 1n
        ? concatHex([sibling, node])
        : concatHex([node, sibling]),
    );
  });
  return node;
}

/**
 * Why an output with its proof does not validate when the proof is well formed: its claim is not
 * accepted. On v3 the claim may be staged: then the error says from which block the consensus can
 * accept it (`ClaimStaged` block plus the consensus's staging period).
 */
export async function outputClaimNotAccepted<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
  output: Output,
  proof: OutputValidityProof,
  docsPath: string,
): Promise<OutputClaimNotAcceptedError> {
  const read = getAction(client, readContract, "readContract");
  const staged = await (async () => {
    const consensus = await read({
      address: application,
      abi: applicationAbi,
      functionName: "getOutputsMerkleRootValidator",
    });
    const logs = await getAction(
      client,
      getLogs,
      "getLogs",
    )({
      address: consensus,
      event: claimStagingAbi[1],
      args: { appContract: application },
      fromBlock: "earliest",
    });
    const root = outputsMerkleRoot(output, proof);
    const log = logs.find((item) => item.args.outputsMerkleRoot === root);
    if (!log?.blockNumber) return undefined;
    const period = await read({
      address: consensus,
      abi: claimStagingAbi,
      functionName: "getClaimStagingPeriod",
    });
    return { stagedAtBlock: log.blockNumber, acceptableAtBlock: log.blockNumber + period };
    // A node that cannot list the consensus's logs leaves the staging unknown, not the error.
  })().catch(() => undefined);
  return new OutputClaimNotAcceptedError({
    application,
    outputIndex: output.index,
    staged,
    docsPath,
  });
}
