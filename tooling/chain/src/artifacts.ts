import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Abi, Hex } from "viem";

const require = createRequire(import.meta.url);

export type Artifact = { abi: Abi; bytecode: Hex };

/** Reads a Foundry artifact of `@cartesi/rollups@2.2.0` (`out/<Name>.sol/<Name>.json`). */
export function rollupsArtifact(name: string): Artifact {
  const path = require.resolve(`@cartesi/rollups/out/${name}.sol/${name}.json`);
  const json = JSON.parse(readFileSync(path, "utf8")) as { abi: Abi; bytecode: { object: Hex } };
  return { abi: json.abi, bytecode: json.bytecode.object };
}

/** Reads a Truffle artifact of `@openzeppelin/contracts@4.9.6` (`build/contracts/<Name>.json`). */
export function openZeppelinArtifact(name: string): Artifact {
  const path = require.resolve(`@openzeppelin/contracts/build/contracts/${name}.json`);
  const json = JSON.parse(readFileSync(path, "utf8")) as { abi: Abi; bytecode: Hex };
  return { abi: json.abi, bytecode: json.bytecode };
}
