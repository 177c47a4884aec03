import type {
  Address,
  Chain,
  Client,
  GetLogsErrorType,
  Hash,
  ReadContractErrorType,
  Transport,
} from "viem";
import { getLogs, readContract } from "viem/actions";
import { getAction } from "viem/utils";
import { applicationAbi } from "../../abi/generated.js";
import { claimStagingAbi } from "../../abi/v3.js";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Epoch } from "../../types/epoch.js";
import type { Output } from "../../types/output.js";
import { decodeIndexedEvent, indexedEventFilter } from "../../utils/events.js";
import { getEpoch } from "../l2/getEpoch.js";
import { getOutput } from "../l2/getOutput.js";
import { read as callView } from "./deployment.js";
import { outputValidityProof } from "./outputValidityProof.js";
import { outputVerdict } from "./validateOutput.js";

export type GetOutputStatusParameters = {
  /** A client pointed at the application's rollups node, e.g. from `createCartesiPublicClient`. */
  node: Client;
  /** Address of the application contract that emitted the output. */
  application: Address;
  /** Index of the output among all outputs of the application. */
  outputIndex: bigint;
};

/** What the user can do with an output, by name. */
export type OutputStatusName = GetOutputStatusReturnType["status"];

type StatusOf<name extends string, extra = object> = {
  status: name;
  /** The output as the node serves it. */
  output: Output;
  /** The output's epoch as the node serves it. */
  epoch: Epoch;
} & extra;

export type GetOutputStatusReturnType =
  /** The output's epoch is open, or closed and the node has not computed its claim yet. */
  | StatusOf<"waiting-for-claim">
  /** The claim is computed, submitted or (v3) staged, and not accepted yet. */
  | StatusOf<
      "waiting-for-acceptance",
      {
        /** v3: the block at which the claim was staged; `undefined` while not staged, and on v2. */
        stagedAtBlock: bigint | undefined;
        /** v3: the first block in which the consensus can accept the staged claim. */
        acceptableAtBlock: bigint | undefined;
      }
    >
  /** A voucher or delegate-call voucher whose claim is accepted: `executeOutput` can run it. */
  | StatusOf<"ready-to-execute">
  /** A notice whose claim is accepted: `validateOutput` proves it on the base layer. */
  | StatusOf<"ready-to-validate">
  /** A voucher the application executed. */
  | StatusOf<
      "executed",
      {
        /** The transaction that executed it; `null` when neither the node nor the chain's logs have it. */
        transactionHash: Hash | null;
      }
    >
  /** The claim of the output's epoch was rejected, or foreclosed before acceptance: never executable. */
  | StatusOf<"claim-rejected">;

export type GetOutputStatusErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType
  | ReadContractErrorType
  | GetLogsErrorType;

const rejectedStatuses = new Set(["CLAIM_REJECTED", "CLAIM_FORECLOSED"]);
const unclaimedStatuses = new Set(["OPEN", "CLOSED", "INPUTS_PROCESSED"]);

/**
 * Returns what the user can do with an output: wait for its claim, wait for the claim's
 * acceptance, execute (or validate) it, or nothing, as it was executed.
 *
 * Reads the node (the output, its proof and its epoch) and the base layer (`validateOutput`,
 * `wasOutputExecuted`, and on v3 the consensus's claim staging period); the base layer decides
 * whether the output is executable, so a node that lags does not mislead.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getOutputStatus
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link GetOutputStatusParameters}
 * @returns The status, the output and its epoch. {@link GetOutputStatusReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getOutputStatus } from "@cartesi/viem";
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { status } = await getOutputStatus(client, { node, application: "0xab75…", outputIndex: 0n });
 */
export async function getOutputStatus<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  { node, application, outputIndex }: GetOutputStatusParameters,
): Promise<GetOutputStatusReturnType> {
  const output = await getOutput(node, { application, outputIndex });
  return outputStatusOf(client, { node, application, output });
}

/** {@link getOutputStatus} of an output already read from the node. */
export async function outputStatusOf<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  {
    node,
    application,
    output,
  }: Omit<GetOutputStatusParameters, "outputIndex"> & { output: Output },
): Promise<GetOutputStatusReturnType> {
  const read = getAction(client, readContract, "readContract");
  const isVoucher = output.decodedData.type !== "notice";
  const [epoch, executed] = await Promise.all([
    getEpoch(node, { application, epochIndex: output.epochIndex }),
    isVoucher
      ? read({
          address: application,
          abi: applicationAbi,
          functionName: "wasOutputExecuted",
          args: [output.index],
        })
      : false,
  ]);
  const base = { output, epoch };
  if (executed)
    return {
      status: "executed",
      ...base,
      transactionHash:
        output.executionTransactionHash ??
        (await executionTransaction(client, application, output, epoch)),
    };
  if (output.outputHashesSiblings !== null) {
    const verdict = await outputVerdict(
      client,
      application,
      output,
      outputValidityProof(output, "/viem/getOutputStatus"),
    );
    if (verdict === true)
      return { status: isVoucher ? "ready-to-execute" : "ready-to-validate", ...base };
  }
  if (rejectedStatuses.has(epoch.status)) return { status: "claim-rejected", ...base };
  if (unclaimedStatuses.has(epoch.status)) return { status: "waiting-for-claim", ...base };
  const stagedAtBlock = epoch.stagedAtBlock ?? undefined;
  return {
    status: "waiting-for-acceptance",
    ...base,
    stagedAtBlock,
    acceptableAtBlock:
      stagedAtBlock === undefined
        ? undefined
        : stagedAtBlock + (await claimStagingPeriod(client, application)),
  };
}

/**
 * The consensus's claim staging period in blocks: `getClaimStagingPeriod()` on v3; `0n` for a v2
 * consensus, which has no such function and accepts a claim in the transaction that submits it.
 */
export async function claimStagingPeriod<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
): Promise<bigint> {
  const read = getAction(client, readContract, "readContract");
  const consensus = await read({
    address: application,
    abi: applicationAbi,
    functionName: "getOutputsMerkleRootValidator",
  });
  // v2.2 contracts have no `version()`; from v3 on, every consensus stages claims.
  const version = await callView(client, consensus, "version");
  if (version === "reverted" || version === "empty") return 0n;
  return read({ address: consensus, abi: claimStagingAbi, functionName: "getClaimStagingPeriod" });
}

/** The transaction of the `OutputExecuted` event of `output`, searched from its epoch's last block on. */
async function executionTransaction<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
  output: Output,
  epoch: Epoch,
): Promise<Hash | null> {
  // Both layouts of the event share its topic0; the index is in the data or in topic1.
  const logs = await getAction(
    client,
    getLogs,
    "getLogs",
  )({
    address: application,
    event: indexedEventFilter("OutputExecuted"),
    strict: false,
    fromBlock: epoch.lastBlock,
  });
  return (
    logs.find((log) => decodeIndexedEvent("OutputExecuted", log)?.outputIndex === output.index)
      ?.transactionHash ?? null
  );
}
