// An application of rollups-contracts 3.0.0-alpha.9 (the release of `@rollups-ts/chain`'s
// "v3-alpha.9" generation, the first with deposit refunds) that no node follows, for the refund
// tests: the test decides which of its inputs an accepted claim covers.
import {
  type ChainInfo,
  deployApplicationV3Alpha9,
  deployRollupsV3Alpha9,
  localChain,
  mine,
  type RollupsAddresses,
  testAccounts,
  v3Alpha9Artifact,
} from "@rollups-ts/chain";
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  keccak256,
  numberToHex,
  toHex,
  zeroHash,
} from "viem";
import { defineDeployment, type RollupsDeployment } from "../src/deployments.js";

/** Account 6 deploys the application and owns its Authority: no other test file sends from it. */
const owner = testAccounts[6]!;

export type RefundApplication = {
  application: Address;
  authority: Address;
  contracts: RollupsAddresses;
  /** The 3.0.0-alpha.9 contracts as a deployment the actions are told about. */
  deployment: RollupsDeployment;
  epochLength: bigint;
  claimStagingPeriod: bigint;
};

/**
 * Deploys the 3.0.0-alpha.9 contracts where the chain has none (CREATE2: the same addresses as the
 * chain's own "v3-alpha.9" generation) and an application of its own on them, with the local
 * guardian (account 9) and a staging period of 2 blocks.
 */
export async function deployRefundApplication(info: ChainInfo): Promise<RefundApplication> {
  const chain = localChain(info.url, info.chainId);
  const clients = {
    publicClient: createPublicClient({ chain, transport: http(info.url), pollingInterval: 50 }),
    walletClient: createWalletClient({ chain, transport: http(info.url), account: owner }),
  };
  const contracts = await deployRollupsV3Alpha9(clients);
  const deployed = await deployApplicationV3Alpha9(clients, contracts, {
    epochLength: 10n,
    token: info.tokens.erc20,
    salt: keccak256(toHex("rollups-ts refund tests")),
  });
  return {
    application: deployed.application,
    authority: deployed.authority,
    contracts,
    deployment: defineDeployment({ version: "3.0.0-alpha.9", contracts }),
    epochLength: deployed.epochLength,
    claimStagingPeriod: deployed.claimStagingPeriod!,
  };
}

// The machine's memory is a Merkle tree of 2^59 leaves of 32 bytes (3.0.0-alpha.7's
// `MachineValidityProof`); a claim proves three of them: the word `iflags.Y` (at 0x308, not zero),
// the HTIF `tohost` word (at 0x330: yielded manually with reason "rx accepted") and the first leaf
// of the CMIO tx buffer (at 0x60800000: the outputs Merkle root).
const treeHeight = 59;
const zeroSubtrees: Hex[] = [keccak256(zeroHash)];
for (let level = 1; level <= treeHeight; level++)
  zeroSubtrees.push(keccak256(concat([zeroSubtrees[level - 1]!, zeroSubtrees[level - 1]!])));

/** A 32-byte leaf holding the little-endian `word` at byte `offset`. */
function leafWithWord(word: bigint, offset: number): Hex {
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 8; i++) bytes[offset + i] = Number((word >> BigInt(8 * i)) & 0xffn);
  return toHex(bytes);
}

/** The Merkle root of the subtree at `level` and `index` of a tree that holds only `leaves`. */
function subtreeRoot(leaves: Map<bigint, Hex>, level: number, index: bigint): Hex {
  const first = index << BigInt(level);
  const end = (index + 1n) << BigInt(level);
  const inside = [...leaves.keys()].filter((leaf) => leaf >= first && leaf < end);
  if (inside.length === 0) return zeroSubtrees[level]!;
  if (level === 0) return keccak256(leaves.get(index)!);
  return keccak256(
    concat([
      subtreeRoot(leaves, level - 1, index * 2n),
      subtreeRoot(leaves, level - 1, index * 2n + 1n),
    ]),
  );
}

/** A machine state with those three words, its root, and a proof of each. */
function machineProof(outputsMerkleRoot: Hex) {
  const iflagsY = 0x308n >> 5n;
  const tohost = 0x330n >> 5n;
  const txBuffer = 0x60800000n >> 5n;
  const leaves = new Map<bigint, Hex>([
    [iflagsY, leafWithWord(1n, 8)],
    [tohost, leafWithWord(0x0201000100000000n, 16)],
    [txBuffer, outputsMerkleRoot],
  ]);
  const proofOf = (leaf: bigint) => ({
    dataBlock: leaves.get(leaf)!,
    siblings: Array.from({ length: treeHeight }, (_, level) =>
      subtreeRoot(leaves, level, (leaf >> BigInt(level)) ^ 1n),
    ),
  });
  return {
    machineMerkleRoot: subtreeRoot(leaves, treeHeight, 0n),
    proof: {
      iflagsYProof: proofOf(iflagsY),
      htifTohostProof: proofOf(tohost),
      txBufferProof: proofOf(txBuffer),
    },
  };
}

/**
 * Has the application's Authority accept a claim of the epoch that holds `blockNumber`, mining to
 * the epoch's end and through the staging period: every input of that block and before is then
 * finalized (`wasInputFinalized`).
 */
export async function acceptClaimCovering(
  info: ChainInfo,
  refunds: RefundApplication,
  blockNumber: bigint,
): Promise<void> {
  const chain = localChain(info.url, info.chainId);
  const publicClient = createPublicClient({
    chain,
    transport: http(info.url),
    pollingInterval: 50,
  });
  const wallet = createWalletClient({ chain, transport: http(info.url), account: owner });
  const { epochLength } = refunds;
  const lastProcessedBlockNumber = (blockNumber / epochLength + 1n) * epochLength - 1n;
  const head = await publicClient.getBlockNumber();
  if (head <= lastProcessedBlockNumber)
    await mine(publicClient, Number(lastProcessedBlockNumber - head + 1n));
  const { machineMerkleRoot, proof } = machineProof(keccak256(numberToHex(blockNumber)));
  const abi = v3Alpha9Artifact("Authority").abi;
  const send = async (functionName: string, args: readonly unknown[]) => {
    const hash = await wallet.writeContract({
      address: refunds.authority,
      abi,
      functionName,
      args,
    } as Parameters<typeof wallet.writeContract>[0]);
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`${functionName} reverted: ${hash}`);
  };
  const { application } = refunds;
  await send("submitClaim", [application, lastProcessedBlockNumber, machineMerkleRoot, proof]);
  await mine(publicClient, Number(refunds.claimStagingPeriod));
  await send("acceptClaim", [application, lastProcessedBlockNumber, machineMerkleRoot]);
}
