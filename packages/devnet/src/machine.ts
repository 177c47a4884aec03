import { bytesToHex, concatHex, type Hex, keccak256 } from "viem";

// The machine state Merkle tree as the v3 contracts see it (`CanonicalMachine`): the 2^64-byte
// memory of a Cartesi machine in 32-byte data blocks, each leaf the keccak256 of its block, each
// node the keccak256 of its two children (`LibKeccak256.hashPair`).

/** Log2 of the machine memory size. */
export const log2MemorySize = 64;
/** Log2 of the data block size: leaves are 32-byte blocks. */
export const log2DataBlockSize = 5;
/** Levels from a data block to the machine Merkle root (59). */
export const memoryTreeHeight = log2MemorySize - log2DataBlockSize;
/** Where the machine's TX buffer starts; its first block holds the outputs Merkle root. */
export const txBufferStart = 0x60800000n;
/** Where the machine's RX buffer starts. */
export const rxBufferStart = 0x60000000n;
/** Where the word of the `iflags.Y` register sits: non-zero in a machine that yielded. */
export const iflagsYAddress = 0x308n;
/** Where the HTIF `tohost` register sits. */
export const htifTohostAddress = 0x330n;
/**
 * `tohost` of a machine that yielded manually with reason "rx accepted", as a machine does after
 * it accepts an input: device 2 (yield) in bits 56–63, command 1 (manual) in 48–55, reason 1 in 32–47.
 */
export const tohostYieldedRxAccepted = 0x0201000100000000n;

const hashPair = (left: Hex, right: Hex): Hex => keccak256(concatHex([left, right]));

/** `pristine[k]`: the root of 2^k zeroed data blocks. */
const pristine: Hex[] = [keccak256(new Uint8Array(32))];
for (let level = 1; level <= memoryTreeHeight; level++)
  pristine.push(hashPair(pristine[level - 1]!, pristine[level - 1]!));

/** A node of the memory tree whose hash is known: `level` levels above the data blocks, `index` counted at that level. */
export type MachineNode = { level: number; index: bigint; hash: Hex };

/**
 * A machine state tree made of a few known subtrees, everything else zeroed memory: enough to give
 * its root and the proof of each known subtree, which is what the consensus checks.
 */
export class MachineMerkleTree {
  readonly #nodes: readonly MachineNode[];
  /**
   * Hashes computed so far, by `level:index`: a proof asks for the sibling at every level, and
   * each of those is a subtree that root() and the other proofs need again.
   */
  readonly #hashes = new Map<string, Hex>();

  constructor(nodes: readonly MachineNode[]) {
    for (const [position, node] of nodes.entries()) {
      if (
        node.level < 0 ||
        node.level > memoryTreeHeight ||
        node.index >> BigInt(memoryTreeHeight - node.level) !== 0n
      )
        throw new RangeError(`MachineMerkleTree: no node ${node.index} at level ${node.level}`);
      for (const other of nodes.slice(position + 1)) {
        const level = Math.max(node.level, other.level);
        const ancestor = (item: MachineNode) => item.index >> BigInt(level - item.level);
        if (ancestor(node) === ancestor(other))
          throw new RangeError("MachineMerkleTree: known subtrees overlap");
      }
    }
    this.#nodes = nodes;
  }

  /** The machine Merkle root. */
  root(): Hex {
    return this.#hash(memoryTreeHeight, 0n, this.#nodes);
  }

  /** The bottom-up siblings of a known subtree up to the root (`memoryTreeHeight - node.level` hashes). */
  proof(node: MachineNode): Hex[] {
    const siblings: Hex[] = [];
    for (let level = node.level; level < memoryTreeHeight; level++) {
      const index = (node.index >> BigInt(level - node.level)) ^ 1n;
      siblings.push(this.#hash(level, index, this.#nodes));
    }
    return siblings;
  }

  #hash(level: number, index: bigint, nodes: readonly MachineNode[]): Hex {
    const inside = nodes.filter(
      (node) => node.level <= level && node.index >> BigInt(level - node.level) === index,
    );
    if (inside.length === 0) return pristine[level]!;
    const exact = inside.find((node) => node.level === level);
    if (exact) return exact.hash;
    const key = `${level}:${index}`;
    let hash = this.#hashes.get(key);
    if (hash === undefined) {
      hash = hashPair(
        this.#hash(level - 1, 2n * index, inside),
        this.#hash(level - 1, 2n * index + 1n, inside),
      );
      this.#hashes.set(key, hash);
    }
    return hash;
  }
}

/** The node of the TX buffer's first data block, which holds the outputs Merkle root. */
export const outputsMerkleRootNode = (outputsMerkleRoot: Hex): MachineNode => ({
  level: 0,
  index: txBufferStart >> BigInt(log2DataBlockSize),
  hash: keccak256(outputsMerkleRoot),
});

/** An accounts drive of 2^`log2Size` bytes at `startIndex` (counted in drive-sized nodes), as `WithdrawalConfig` places it. */
export const accountsDriveNode = (drive: {
  startIndex: bigint;
  log2Size: number;
  root: Hex;
}): MachineNode => ({
  level: drive.log2Size - log2DataBlockSize,
  index: drive.startIndex,
  hash: drive.root,
});

/** The data block holding the 64-bit word at `address`, little-endian as the machine stores it; the rest zero. */
export function wordDataBlock(address: bigint, word: bigint): Hex {
  const bytes = new Uint8Array(32);
  const offset = Number(address & 31n);
  for (let byte = 0; byte < 8; byte++)
    bytes[offset + byte] = Number((word >> BigInt(8 * byte)) & 0xffn);
  return bytesToHex(bytes);
}

/** A data block of the machine, its leaf the keccak256 of its 32 bytes. */
export const dataBlockNode = (address: bigint, dataBlock: Hex): MachineNode => ({
  level: 0,
  index: address >> BigInt(log2DataBlockSize),
  hash: keccak256(dataBlock),
});

/** The data blocks of the `iflags.Y` and `tohost` registers of a machine yielded manually, "rx accepted". */
export const yieldedRegisters = {
  iflagsY: wordDataBlock(iflagsYAddress, 1n),
  htifTohost: wordDataBlock(htifTohostAddress, tohostYieldedRxAccepted),
} as const;

/** A data block and its bottom-up siblings to the machine Merkle root (`LeafProof` of the consensus). */
export type LeafProof = { dataBlock: Hex; siblings: Hex[] };

/**
 * What a claim from 3.0.0-alpha.7 on proves about the machine after an epoch (`MachineValidityProof`):
 * that it yielded (`iflags.Y`), manually with reason "rx accepted" (`tohost`), and the outputs
 * Merkle root in the first block of its TX buffer.
 */
export type MachineValidityProof = {
  iflagsYProof: LeafProof;
  htifTohostProof: LeafProof;
  txBufferProof: LeafProof;
};

/** The `MachineValidityProof` of a machine state, in its memory tree. */
export function machineValidityProof(state: MachineState): MachineValidityProof {
  const tree = machineTree(state);
  const leaf = (address: bigint, dataBlock: Hex): LeafProof => ({
    dataBlock,
    siblings: tree.proof(dataBlockNode(address, dataBlock)),
  });
  return {
    iflagsYProof: leaf(iflagsYAddress, yieldedRegisters.iflagsY),
    htifTohostProof: leaf(htifTohostAddress, yieldedRegisters.htifTohost),
    txBufferProof: leaf(txBufferStart, state.outputsMerkleRoot),
  };
}

/** What the local node knows of a machine's state after some inputs. */
export type MachineState = {
  outputsMerkleRoot: Hex;
  /**
   * The running hash of every input processed; no machine runs here, so this block (the RX
   * buffer's first) stands in for the rest of the machine's memory.
   */
  inputsHash: Hex;
  /** The accounts drive, when the application keeps one (v3 withdrawals). */
  accountsDrive?: { startIndex: bigint; log2Size: number; root: Hex };
};

/**
 * The trees of the states asked for lately. A node that reads the chain again from the start (after
 * the chain reverts to a snapshot, say) computes the same epochs' claims again: each state's
 * root and proofs are then hashed once.
 */
const recentTrees = new Map<string, MachineMerkleTree>();
const recentTreesLimit = 512;

/**
 * The memory tree of a machine state, with the outputs root and the accounts drive in place, and
 * the registers of a machine that yielded manually after accepting an input.
 */
export function machineTree(state: MachineState): MachineMerkleTree {
  const drive = state.accountsDrive;
  const key = `${state.outputsMerkleRoot}:${state.inputsHash}:${drive ? `${drive.startIndex}:${drive.log2Size}:${drive.root}` : ""}`;
  let tree = recentTrees.get(key);
  if (tree) {
    // Most recently used last: the first key is the one to drop.
    recentTrees.delete(key);
  } else {
    tree = newMachineTree(state);
    if (recentTrees.size >= recentTreesLimit) recentTrees.delete(recentTrees.keys().next().value!);
  }
  recentTrees.set(key, tree);
  return tree;
}

function newMachineTree(state: MachineState): MachineMerkleTree {
  return new MachineMerkleTree([
    dataBlockNode(iflagsYAddress, yieldedRegisters.iflagsY),
    dataBlockNode(htifTohostAddress, yieldedRegisters.htifTohost),
    outputsMerkleRootNode(state.outputsMerkleRoot),
    {
      level: 0,
      index: rxBufferStart >> BigInt(log2DataBlockSize),
      hash: keccak256(state.inputsHash),
    },
    ...(state.accountsDrive ? [accountsDriveNode(state.accountsDrive)] : []),
  ]);
}

/** The root of 2^`log2Size` bytes of zeroed memory (an empty drive, for one). */
export const pristineRoot = (log2Size: number): Hex => pristine[log2Size - log2DataBlockSize]!;
