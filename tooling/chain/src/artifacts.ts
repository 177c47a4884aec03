import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Abi, Address, Hex } from "viem";

const require = createRequire(import.meta.url);

export type Artifact = { abi: Abi; bytecode: Hex };

/** Reads a Foundry artifact of `@cartesi/rollups@2.2.0` (`out/<Name>.sol/<Name>.json`). */
export function rollupsArtifact(name: string): Artifact {
  const path = require.resolve(`@cartesi/rollups/out/${name}.sol/${name}.json`);
  const json = JSON.parse(readFileSync(path, "utf8")) as { abi: Abi; bytecode: { object: Hex } };
  return { abi: json.abi, bytecode: json.bytecode.object };
}

/** The vendored build of the v3 contracts (`vendor/<this>/README.md` says how it was made). */
export const v3ContractsRelease = "rollups-contracts-3.0.0-alpha.5";

/**
 * The vendored 3.0.0-alpha.9 contracts, reassembled from public source with some files written from
 * the changelog (`vendor/<this>/README.md` says which): not the released bytecode.
 */
export const v3Alpha9ContractsRelease = "rollups-contracts-3.0.0-alpha.9";

// `../vendor` is this package's vendor folder, and that of `@cartesi/local-devnet`, whose `dist` bundles
// this module. A path, not a `URL`: a test environment such as happy-dom replaces the global `URL`.
const vendorFolder = (release: string) =>
  `${join(dirname(fileURLToPath(import.meta.url)), "..", "vendor", release)}/`;

function vendoredArtifact(release: string, name: string): Artifact {
  const json = JSON.parse(
    readFileSync(`${vendorFolder(release)}artifacts/${name}.json`, "utf8"),
  ) as { abi: Abi; bytecode: Hex };
  return { abi: json.abi, bytecode: json.bytecode };
}

function vendoredAddresses(release: string): Record<string, Address> {
  return JSON.parse(readFileSync(`${vendorFolder(release)}addresses.json`, "utf8")) as Record<
    string,
    Address
  >;
}

/** Reads an artifact of the Cartesi Rollups v3 contracts (3.0.0-alpha.5, built from source and vendored). */
export function v3Artifact(name: string): Artifact {
  return vendoredArtifact(v3ContractsRelease, name);
}

/** The CREATE2 addresses (zero salt) of the vendored v3 contracts, by contract name. */
export function v3Addresses(): Record<string, Address> {
  return vendoredAddresses(v3ContractsRelease);
}

/**
 * Reads an artifact of the reassembled 3.0.0-alpha.9 contracts (`Erc…` names: `Erc20Portal`,
 * `SafeErc20Transfer`, `RefundOutputBuilder`, …).
 */
export function v3Alpha9Artifact(name: string): Artifact {
  return vendoredArtifact(v3Alpha9ContractsRelease, name);
}

/** The CREATE2 addresses (zero salt) of the vendored 3.0.0-alpha.9 contracts, by contract name. */
export function v3Alpha9Addresses(): Record<string, Address> {
  return vendoredAddresses(v3Alpha9ContractsRelease);
}

/** Reads a Truffle artifact of `@openzeppelin/contracts@4.9.6` (`build/contracts/<Name>.json`). */
export function openZeppelinArtifact(name: string): Artifact {
  const path = require.resolve(`@openzeppelin/contracts/build/contracts/${name}.json`);
  const json = JSON.parse(readFileSync(path, "utf8")) as { abi: Abi; bytecode: Hex };
  return { abi: json.abi, bytecode: json.bytecode };
}
