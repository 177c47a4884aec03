import { bytesToHex, type Hex, hexToBytes, keccak256 } from "viem";

/** Height of the outputs Merkle tree of Cartesi Rollups v2 (2^63 leaves). */
export const outputsTreeHeight = 63;

function hashPair(left: Uint8Array, right: Uint8Array): Uint8Array {
  const pair = new Uint8Array(64);
  pair.set(left, 0);
  pair.set(right, 32);
  return keccak256(pair, "bytes");
}

/** Roots of the empty subtrees: `zeroSubtrees[k]` is the root of 2^k zero leaves. */
const zeroSubtrees: Uint8Array[] = [new Uint8Array(32)];
for (let level = 1; level <= outputsTreeHeight; level++) {
  const below = zeroSubtrees[level - 1]!;
  zeroSubtrees.push(hashPair(below, below));
}
const zeroSubtreesHex = zeroSubtrees.map((node) => bytesToHex(node));

/**
 * The cumulative outputs Merkle tree: leaves are appended, never changed.
 * Only the nodes above leaves appended since the last update are rehashed, so
 * an update costs about (new leaves + tree height) hashes.
 */
export class OutputsMerkleTree {
  /** `levels[k][j]` is the node at height k covering leaves [j·2^k, (j+1)·2^k). */
  readonly #levels: Uint8Array[][] = Array.from({ length: outputsTreeHeight + 1 }, () => []);
  /** The same nodes in hex, converted once each since every proof reads 63 of them. */
  readonly #levelsHex: Hex[][] = Array.from({ length: outputsTreeHeight + 1 }, () => []);
  /** Leaves from this index on are not yet hashed into the upper levels. */
  #firstDirtyLeaf = 0;

  get size(): number {
    return this.#levels[0]!.length;
  }

  /** Appends the leaf `keccak256(output)` and returns its hash. */
  append(output: Hex): Hex {
    const leaf = keccak256(hexToBytes(output), "bytes");
    const leafHex = bytesToHex(leaf);
    this.#levels[0]!.push(leaf);
    this.#levelsHex[0]!.push(leafHex);
    return leafHex;
  }

  /** The root over all leaves appended so far. */
  root(): Hex {
    this.#update();
    return this.#levelsHex[outputsTreeHeight]![0] ?? zeroSubtreesHex[outputsTreeHeight]!;
  }

  /** The 63 sibling hashes from leaf `index` up to the current root. */
  siblings(index: number): Hex[] {
    if (!Number.isInteger(index) || index < 0 || index >= this.size)
      throw new RangeError(`OutputsMerkleTree.siblings: no leaf ${index} (size ${this.size})`);
    this.#update();
    const siblings: Hex[] = [];
    for (let level = 0; level < outputsTreeHeight; level++) {
      const node = Math.floor(index / 2 ** level);
      const sibling = this.#levelsHex[level]![node % 2 === 0 ? node + 1 : node - 1];
      siblings.push(sibling ?? zeroSubtreesHex[level]!);
    }
    return siblings;
  }

  #update(): void {
    const size = this.size;
    if (this.#firstDirtyLeaf === size && this.#levels[outputsTreeHeight]!.length > 0) return;
    if (size === 0) return;
    let first = this.#firstDirtyLeaf;
    for (let level = 1; level <= outputsTreeHeight; level++) {
      const below = this.#levels[level - 1]!;
      const nodes = this.#levels[level]!;
      const nodesHex = this.#levelsHex[level]!;
      first = Math.floor(first / 2);
      const count = Math.ceil(below.length / 2);
      for (let index = first; index < count; index++) {
        nodes[index] = hashPair(
          below[2 * index]!,
          below[2 * index + 1] ?? zeroSubtrees[level - 1]!,
        );
        nodesHex[index] = bytesToHex(nodes[index]!);
      }
    }
    this.#firstDirtyLeaf = size;
  }
}

/** Folds a leaf hash and its siblings into the root they prove. */
export function rootFromSiblings(leaf: Hex, index: number, siblings: readonly Hex[]): Hex {
  let node = hexToBytes(leaf);
  for (const [level, sibling] of siblings.entries()) {
    const other = hexToBytes(sibling);
    node = Math.floor(index / 2 ** level) % 2 === 0 ? hashPair(node, other) : hashPair(other, node);
  }
  return bytesToHex(node);
}
