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

// `../vendor` is this package's vendor folder, and that of `@cartesi/local-devnet`, whose `dist` bundles
// this module. A path, not a `URL`: a test environment such as happy-dom replaces the global `URL`.
const v3Folder = `${join(dirname(fileURLToPath(import.meta.url)), "..", "vendor", v3ContractsRelease)}/`;

/** Reads an artifact of the Cartesi Rollups v3 contracts (3.0.0-alpha.5, built from source and vendored). */
export function v3Artifact(name: string): Artifact {
  const json = JSON.parse(readFileSync(`${v3Folder}artifacts/${name}.json`, "utf8")) as {
    abi: Abi;
    bytecode: Hex;
  };
  return { abi: json.abi, bytecode: json.bytecode };
}

/** The CREATE2 addresses (zero salt) of the vendored v3 contracts, by contract name. */
export function v3Addresses(): Record<string, Address> {
  return JSON.parse(readFileSync(`${v3Folder}addresses.json`, "utf8")) as Record<string, Address>;
}

/** Reads a Truffle artifact of `@openzeppelin/contracts@4.9.6` (`build/contracts/<Name>.json`). */
export function openZeppelinArtifact(name: string): Artifact {
  const path = require.resolve(`@openzeppelin/contracts/build/contracts/${name}.json`);
  const json = JSON.parse(readFileSync(path, "utf8")) as { abi: Abi; bytecode: Hex };
  return { abi: json.abi, bytecode: json.bytecode };
}
