import { concatHex, type Hex, keccak256, toHex, zeroHash } from "viem";
import { describe, expect, test } from "vitest";
import { OutputsMerkleTree, outputsTreeHeight, rootFromSiblings } from "./merkle.ts";

/** The root by definition: hash every level of a full tree, padded with zero leaves. */
function naiveRoot(leaves: Hex[]): Hex {
  let level = leaves.length === 0 ? [zeroHash] : [...leaves];
  let zero: Hex = zeroHash;
  for (let height = 0; height < outputsTreeHeight; height++) {
    const next: Hex[] = [];
    for (let index = 0; index < level.length; index += 2)
      next.push(keccak256(concatHex([level[index]!, level[index + 1] ?? zero])));
    level = next;
    zero = keccak256(concatHex([zero, zero]));
  }
  return level[0]!;
}

const outputs = Array.from({ length: 11 }, (_, index) => toHex(`output ${index}`));

describe("OutputsMerkleTree", () => {
  test("the empty tree's root is the root of 2^63 zero leaves", () => {
    expect(new OutputsMerkleTree().root()).toBe(naiveRoot([]));
  });

  test("roots match the definition after every append", () => {
    const tree = new OutputsMerkleTree();
    const leaves: Hex[] = [];
    for (const output of outputs) {
      leaves.push(tree.append(output));
      expect(leaves.at(-1)).toBe(keccak256(output));
      expect(tree.root()).toBe(naiveRoot(leaves));
    }
  });

  test("appending several leaves between roots gives the same roots", () => {
    const tree = new OutputsMerkleTree();
    for (const output of outputs.slice(0, 3)) tree.append(output);
    tree.root();
    for (const output of outputs.slice(3)) tree.append(output);
    expect(tree.root()).toBe(naiveRoot(outputs.map((output) => keccak256(output))));
  });

  test("every leaf's 63 siblings fold into the root, and a changed sibling does not", () => {
    const tree = new OutputsMerkleTree();
    for (const output of outputs) tree.append(output);
    const root = tree.root();
    for (const [index, output] of outputs.entries()) {
      const siblings = tree.siblings(index);
      expect(siblings).toHaveLength(63);
      expect(rootFromSiblings(keccak256(output), index, siblings)).toBe(root);
      const tampered = siblings.map((sibling, level) =>
        level === 5 ? keccak256("0x01") : sibling,
      );
      expect(rootFromSiblings(keccak256(output), index, tampered)).not.toBe(root);
    }
  });

  test("siblings of a leaf that does not exist are a RangeError naming it", () => {
    const tree = new OutputsMerkleTree();
    tree.append("0x01");
    expect(() => tree.siblings(1)).toThrow(/no leaf 1 \(size 1\)/);
  });
});
