import type { Address, Chain, Client, GetBlockErrorType, Transport } from "viem";
import { getBlock } from "viem/actions";
import { getAction } from "viem/utils";
import {
  OutputClaimRejectedError,
  type OutputClaimRejectedErrorType,
} from "../../errors/outputStatus.js";
import {
  claimStagingPeriod,
  type GetOutputStatusErrorType,
  type GetOutputStatusParameters,
  type GetOutputStatusReturnType,
  getOutputStatus,
} from "./getOutputStatus.js";

export type GetTimeToExecutableParameters = GetOutputStatusParameters & {
  /**
   * Seconds between two base-layer blocks. Default: the chain's `blockTime`, else measured over
   * the last `blockTimeSample` blocks: the median of the mean block times of five equal runs of
   * them, so that a burst of blocks mined at once, or a pause, in fewer than half of them does not
   * move it.
   */
  blockTime?: number | undefined;
  /** How many recent blocks the block time is measured over when not given. @default 100 */
  blockTimeSample?: bigint | undefined;
  /**
   * Blocks between the end of an epoch and the block of its claim, beyond the first one the
   * contracts require: a node closes an epoch once it sees a block past it, so its claim lands a
   * block later at the earliest. A node reading finalized blocks waits longer. @default 1n
   */
  claimDelay?: bigint | undefined;
  /** The output's status, when already read: spares reading it again. */
  status?: GetOutputStatusReturnType | undefined;
};

/** How sure the estimate is, by what it rests on. */
export type TimeToExecutableBasis =
  /** The claim is accepted (or the output executed): executable now. */
  | "accepted"
  /** v3: the claim is staged; the block from which it can be accepted is known from the chain. */
  | "staged"
  /**
   * The node has not submitted the claim (or the chain has not staged it): the block is the
   * epoch's last block, plus one, plus `claimDelay`, plus the staging period. A node that claims
   * later, or a consensus that accepts later, makes it later.
   */
  | "estimated";

export type GetTimeToExecutableReturnType = {
  /** What the estimate rests on. */
  basis: TimeToExecutableBasis;
  /** The output's status, as read for the estimate. */
  status: GetOutputStatusReturnType;
  /** The first block in which the output can be executable (earliest, when `basis` is `"estimated"`). */
  executableAtBlock: bigint;
  /** Blocks from the head to `executableAtBlock`; `0n` once reached. */
  blocks: bigint;
  /** Seconds from the end of the output's epoch (its last block) to `executableAtBlock`. */
  period: number;
  /** Seconds from now to `executableAtBlock`; `0` once reached. */
  seconds: number;
  /** When the output is expected to be executable, in milliseconds since the Unix epoch. */
  timestamp: number;
  /** The block time used, in seconds. */
  blockTime: number;
};

export type GetTimeToExecutableErrorType =
  | GetOutputStatusErrorType
  | GetBlockErrorType
  | OutputClaimRejectedErrorType;

/**
 * Returns how long until an output is executable: in blocks, in seconds, and as a timestamp,
 * with what the estimate rests on.
 *
 * From the output's epoch (its last block), the consensus's claim staging period (v3) and the
 * chain's block time. Once the claim is staged the block is known; before, it is the earliest
 * the contracts allow, and `basis` says `"estimated"`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getTimeToExecutable
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link GetTimeToExecutableParameters}
 * @returns {@link GetTimeToExecutableReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getTimeToExecutable } from "@cartesi/viem";
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { seconds, basis } = await getTimeToExecutable(client, { node, application: "0xab75…", outputIndex: 0n });
 */
export async function getTimeToExecutable<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  {
    blockTime: givenBlockTime,
    blockTimeSample = 100n,
    status: givenStatus,
    claimDelay = 1n,
    ...parameters
  }: GetTimeToExecutableParameters,
): Promise<GetTimeToExecutableReturnType> {
  const block = getAction(client, getBlock, "getBlock");
  const [status, head] = await Promise.all([
    givenStatus ?? getOutputStatus(client, parameters),
    block({ blockTag: "latest" }),
  ]);
  const blockTime = givenBlockTime ?? (await measuredBlockTime());
  const { basis, executableAtBlock } = await executableBlock(
    client,
    parameters.application,
    status,
    head.number,
    claimDelay,
  );
  const blocks = executableAtBlock > head.number ? executableAtBlock - head.number : 0n;
  const seconds = Number(blocks) * blockTime;
  return {
    basis,
    status,
    executableAtBlock,
    blocks,
    period: Math.max(0, Number(executableAtBlock - status.epoch.lastBlock)) * blockTime,
    seconds,
    timestamp: Number(head.timestamp) * 1000 + seconds * 1000,
    blockTime,
  };

  async function measuredBlockTime(): Promise<number> {
    const chainBlockTime = client.chain?.blockTime;
    if (chainBlockTime !== undefined) return chainBlockTime / 1000;
    return medianBlockTime(head, blockTimeSample, (blockNumber) => block({ blockNumber }));
  }
}

/** How many runs of blocks the block time is measured over; their median is the block time. */
const runs = 5n;

/**
 * The block time over the `sample` blocks up to `head`, in seconds: the median of the mean block
 * times of five equal runs of them. A chain's mean over many blocks follows its pace; a burst of
 * blocks mined in the same second (a local chain deploying its contracts, blocks mined at once in
 * a test) or a long pause, in fewer than half of the runs, does not move the median.
 */
export async function medianBlockTime(
  head: { number: bigint; timestamp: bigint },
  sample: bigint,
  getBlock: (blockNumber: bigint) => Promise<{ timestamp: bigint }>,
): Promise<number> {
  const span = head.number < sample ? head.number : sample;
  if (span <= 0n) return 0;
  const count = Number(span < runs ? span : runs);
  const length = span / BigInt(count);
  const ends = await Promise.all(
    Array.from({ length: count }, (_, run) => getBlock(head.number - length * BigInt(run + 1))),
  );
  const means = ends
    .map(
      ({ timestamp }, run) =>
        Number((ends[run - 1] ?? head).timestamp - timestamp) / Number(length),
    )
    .sort((a, b) => a - b);
  const middle = count >> 1;
  return count % 2 ? means[middle]! : (means[middle - 1]! + means[middle]!) / 2;
}

/** The block from which `status`'s output is executable, and what that rests on. */
async function executableBlock<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
  status: GetOutputStatusReturnType,
  head: bigint,
  claimDelay: bigint,
): Promise<{ basis: TimeToExecutableBasis; executableAtBlock: bigint }> {
  switch (status.status) {
    case "ready-to-execute":
    case "ready-to-validate":
    case "executed":
      return { basis: "accepted", executableAtBlock: head };
    case "claim-rejected":
      throw new OutputClaimRejectedError({
        application,
        outputIndex: status.output.index,
        epochIndex: status.epoch.index,
        epochStatus: status.epoch.status,
        docsPath: "/viem/getTimeToExecutable",
      });
    case "waiting-for-acceptance":
      if (status.acceptableAtBlock !== undefined)
        return { basis: "staged", executableAtBlock: max(status.acceptableAtBlock, head + 1n) };
      break;
  }
  // The claim lands `claimDelay` blocks after the first block past the epoch, and on v3 is
  // accepted a staging period after that.
  const earliest =
    status.epoch.lastBlock + 1n + claimDelay + (await claimStagingPeriod(client, application));
  return { basis: "estimated", executableAtBlock: max(earliest, head + 1n) };
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);
