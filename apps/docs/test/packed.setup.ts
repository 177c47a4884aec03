import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The empty folder the first test file that needs the packed packages installs them into. */
    packedFolder: string;
  }
}

/** Vitest global setup: a folder for the examples' one install of the packed packages (`packed.ts`). */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "rollups-ts-packed-"));
  project.provide("packedFolder", folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
