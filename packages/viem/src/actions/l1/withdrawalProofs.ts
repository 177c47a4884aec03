import type { Hash, Hex } from "viem";
import { InvalidParameterError } from "../../errors/parameter.js";

/**
 * `drive-root-proof.json` as the node's tooling writes it, parsed: the root of the application's
 * accounts drive and its siblings up to the root of the machine state of the last accepted claim.
 */
export type DriveRootProofFile = {
  accounts_drive_merkle_root: Hash;
  proof: readonly Hash[];
};

/**
 * `account-proof.json` as the node's tooling writes it, parsed: one account as the accounts drive
 * holds it, its index (a hex string), and its siblings up to the accounts drive root.
 */
export type AccountProofFile = {
  account: Hex;
  /** A hex string, e.g. `"0x0"`. */
  account_index: Hex;
  account_root_siblings: readonly Hash[];
};

const hashPattern = /^0x[0-9a-fA-F]{64}$/;

function field<type>(
  value: unknown,
  parameter: string,
  expected: string,
  valid: (value: unknown) => boolean,
  docsPath: string,
): type {
  if (!valid(value)) throw new InvalidParameterError({ parameter, expected, value, docsPath });
  return value as type;
}

const isObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isHash = (value: unknown) => typeof value === "string" && hashPattern.test(value);

function hashes(value: unknown, parameter: string, docsPath: string): Hash[] {
  const list = field<unknown[]>(
    value,
    parameter,
    "an array of 32-byte hashes",
    Array.isArray,
    docsPath,
  );
  return list.map((item, index) =>
    field<Hash>(item, `${parameter}[${index}]`, "a 32-byte hash", isHash, docsPath),
  );
}

/** Checks a parsed `drive-root-proof.json`; a missing or malformed field raises `InvalidParameterError` naming it. */
export function parseDriveRootProof(
  proof: unknown,
  docsPath: string,
): { accountsDriveMerkleRoot: Hash; proof: Hash[] } {
  const file = field<Record<string, unknown>>(
    proof,
    "proof",
    "the parsed drive-root-proof.json, an object",
    isObject,
    docsPath,
  );
  return {
    accountsDriveMerkleRoot: field<Hash>(
      file.accounts_drive_merkle_root,
      "proof.accounts_drive_merkle_root",
      "a 32-byte hash",
      isHash,
      docsPath,
    ),
    proof: hashes(file.proof, "proof.proof", docsPath),
  };
}

/** Checks a parsed `account-proof.json`; a missing or malformed field raises `InvalidParameterError` naming it. */
export function parseAccountProof(
  proof: unknown,
  docsPath: string,
): { account: Hex; accountIndex: bigint; accountRootSiblings: Hash[] } {
  const file = field<Record<string, unknown>>(
    proof,
    "proof",
    "the parsed account-proof.json, an object",
    isObject,
    docsPath,
  );
  const account = field<Hex>(
    file.account,
    "proof.account",
    "hex bytes",
    (value) => typeof value === "string" && /^0x(?:[0-9a-fA-F]{2})+$/.test(value),
    docsPath,
  );
  const accountIndex = field<Hex>(
    file.account_index,
    "proof.account_index",
    'a hex uint64 string, e.g. "0x0"',
    (value) => typeof value === "string" && /^0x[0-9a-fA-F]{1,16}$/.test(value),
    docsPath,
  );
  return {
    account,
    accountIndex: BigInt(accountIndex),
    accountRootSiblings: hashes(
      file.account_root_siblings,
      "proof.account_root_siblings",
      docsPath,
    ),
  };
}
