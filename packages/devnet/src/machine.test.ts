import { concatHex, type Hex, keccak256, toHex } from "viem";
import { describe, expect, test } from "vitest";
import {
  accountsDriveNode,
  htifTohostAddress,
  iflagsYAddress,
  log2DataBlockSize,
  MachineMerkleTree,
  machineTree,
  machineValidityProof,
  memoryTreeHeight,
  outputsMerkleRootNode,
  pristineRoot,
  txBufferStart,
  wordDataBlock,
} from "./machine.ts";
import { rootFromSiblings } from "./merkle.ts";

const outputsMerkleRoot = keccak256(toHex("outputs"));
const inputsHash = keccak256(toHex("inputs"));
const drive = { startIndex: 0x90000000000000n >> 21n, log2Size: 21, root: pristineRoot(21) };

describe("the machine Merkle tree", () => {
  test("the outputs root's 59 siblings fold into the root, as the Authority folds them", () => {
    const tree = machineTree({ outputsMerkleRoot, inputsHash });
    const proof = tree.proof(outputsMerkleRootNode(outputsMerkleRoot));
    expect(proof).toHaveLength(memoryTreeHeight);
    const leaf = keccak256(outputsMerkleRoot);
    const index = Number(txBufferStart >> BigInt(log2DataBlockSize));
    expect(rootFromSiblings(leaf, index, proof)).toBe(tree.root());
  });

  test("an accounts drive joins the tree, proved by 64 − log2(drive size) siblings", () => {
    const tree = machineTree({ outputsMerkleRoot, inputsHash, accountsDrive: drive });
    // An empty drive is zeroed memory: the root does not change.
    expect(tree.root()).toBe(machineTree({ outputsMerkleRoot, inputsHash }).root());
    const proof = tree.proof(accountsDriveNode(drive));
    expect(proof).toHaveLength(64 - drive.log2Size);
    expect(rootFromSiblings(drive.root, Number(drive.startIndex), proof)).toBe(tree.root());

    const filled = { ...drive, root: keccak256(toHex("accounts")) };
    const withAccounts = machineTree({ outputsMerkleRoot, inputsHash, accountsDrive: filled });
    expect(withAccounts.root()).not.toBe(tree.root());
    expect(
      rootFromSiblings(
        filled.root,
        Number(filled.startIndex),
        withAccounts.proof(accountsDriveNode(filled)),
      ),
    ).toBe(withAccounts.root());
    // The outputs root's proof changes with the drive, and still folds into the root.
    const outputsProof = withAccounts.proof(outputsMerkleRootNode(outputsMerkleRoot));
    expect(
      rootFromSiblings(
        keccak256(outputsMerkleRoot),
        Number(txBufferStart >> BigInt(log2DataBlockSize)),
        outputsProof,
      ),
    ).toBe(withAccounts.root());
  });

  test("a MachineValidityProof: iflags.Y and tohost words little-endian in their blocks, the outputs root in the TX buffer, each folding into the root", () => {
    const state = { outputsMerkleRoot, inputsHash, accountsDrive: drive };
    const proof = machineValidityProof(state);
    // 0x308 is byte 8 of leaf 0x18; 0x330 is byte 16 of leaf 0x19.
    expect(proof.iflagsYProof.dataBlock).toBe(`0x${"00".repeat(8)}01${"00".repeat(23)}`);
    expect(proof.htifTohostProof.dataBlock).toBe(
      `0x${"00".repeat(16)}0000000001000102${"00".repeat(8)}`,
    );
    expect(wordDataBlock(0x3f8n, 0x0102n)).toBe(`0x${"00".repeat(24)}0201000000000000`);
    expect(proof.txBufferProof.dataBlock).toBe(outputsMerkleRoot);
    const root = machineTree(state).root();
    for (const [leaf, address] of [
      [proof.iflagsYProof, iflagsYAddress],
      [proof.htifTohostProof, htifTohostAddress],
      [proof.txBufferProof, txBufferStart],
    ] as const) {
      expect(leaf.siblings).toHaveLength(memoryTreeHeight);
      expect(
        rootFromSiblings(
          keccak256(leaf.dataBlock),
          Number(address >> BigInt(log2DataBlockSize)),
          leaf.siblings,
        ),
      ).toBe(root);
    }
  });

  test("a state asked for again gets its tree back; a drive elsewhere or of another size gets its own", () => {
    const filled = { ...drive, root: keccak256(toHex("accounts")) };
    const state = { outputsMerkleRoot, inputsHash, accountsDrive: filled };
    const tree = machineTree(state);
    expect(machineTree({ ...state, accountsDrive: { ...filled } })).toBe(tree);
    const roots = [
      tree.root(),
      machineTree({
        ...state,
        accountsDrive: { ...filled, startIndex: filled.startIndex + 1n },
      }).root(),
      machineTree({
        ...state,
        accountsDrive: { ...filled, log2Size: 22, startIndex: filled.startIndex >> 1n },
      }).root(),
      machineTree({ outputsMerkleRoot, inputsHash }).root(),
      machineTree({ ...state, inputsHash: outputsMerkleRoot }).root(),
      machineTree({ ...state, outputsMerkleRoot: inputsHash }).root(),
    ];
    expect(new Set(roots).size).toBe(roots.length);
    // The tree's root and proofs are the same asked once or again.
    const proof = tree.proof(accountsDriveNode(filled));
    expect(tree.proof(accountsDriveNode(filled))).toEqual(proof);
    expect(rootFromSiblings(filled.root, Number(filled.startIndex), proof)).toBe(tree.root());
  });

  test("zeroed memory hashes as the machine does: a zeroed 32-byte block, then pairs", () => {
    const block = keccak256(new Uint8Array(32));
    expect(pristineRoot(5)).toBe(block);
    expect(pristineRoot(6)).toBe(keccak256(concatHex([block, block])));
    expect(new MachineMerkleTree([]).root()).toBe(pristineRoot(64));
  });

  test("known subtrees must not overlap and must fit the memory", () => {
    const at = (level: number, index: bigint, hash: Hex = outputsMerkleRoot) => ({
      level,
      index,
      hash,
    });
    expect(() => new MachineMerkleTree([at(1, 0n), at(0, 1n)])).toThrow(/overlap/);
    expect(() => new MachineMerkleTree([at(memoryTreeHeight, 1n)])).toThrow(RangeError);
    expect(() => new MachineMerkleTree([at(0, 0n), at(0, 1n)])).not.toThrow();
  });
});
