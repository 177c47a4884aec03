import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createCartesiPublicClient } from "@cartesi/viem";
import { revert, snapshot } from "@rollups-ts/chain";
import { createPublicClient, type Hex, http } from "viem";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { examplesRoot, expectedLogs, printedBy } from "./examples-run";
import { foreclosedExamples } from "./foreclosed";
import { refundExamples } from "./refunded";

const docsRoot = fileURLToPath(new URL("..", import.meta.url));
const pagesRoot = join(docsRoot, "pages");

/**
 * Every usage example the runner executes: `examples/{viem,rpc}/*.ts` except the shared config, the
 * withdrawal guide's, which `test/withdrawal.test.tsx` runs after every other file
 * (`./foreclosed.ts`), and the refund examples, which `test/refund.test.tsx` runs (`./refunded.ts`).
 */
const runnable = ["rpc", "viem"].flatMap((section) =>
  listFiles(join(examplesRoot, section))
    .filter((file) => file.endsWith(".ts") && basename(file) !== "config.ts")
    .map((file) => relative(examplesRoot, file))
    .filter(
      (example) => !foreclosedExamples.includes(example) && !refundExamples.includes(example),
    ),
);

// Reads see only the seeded state, so they go first; executeOutput spends the seeded voucher, and
// waitForOutputExecution waits for that execution.
const writes = /^(add|deposit|flow|quickstart|typedApplications)/;
const rank = (example: string) => {
  const name = basename(example, ".ts");
  if (name === "executeOutput") return 2;
  if (name === "waitForOutputExecution") return 3;
  return writes.test(name) ? 1 : 0;
};
/**
 * The foreclosure examples, in the order a user takes the steps. Foreclosure cannot be undone, so
 * they run last, between an anvil snapshot and its revert: the files after this one find the
 * application open.
 */
const withdrawalFlow = [
  "viem/getWithdrawalStatus.ts",
  "viem/estimateForecloseGas.ts",
  "viem/foreclose.ts",
  "viem/waitForWithdrawalStatus.ts",
  "viem/estimateProveAccountsDriveMerkleRootGas.ts",
  "viem/proveAccountsDriveMerkleRoot.ts",
  "viem/estimateWithdrawGas.ts",
  "viem/withdraw.ts",
  "viem/listWithdrawals.ts",
  "viem/getWithdrawal.ts",
  "rpc/cartesi_listWithdrawals.ts",
  "rpc/cartesi_getWithdrawal.ts",
];
const ordered = runnable
  .filter((example) => !withdrawalFlow.includes(example))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

/** `// [!include ~/examples/<file>]` in every page, config snippets left out. */
const includes = listFiles(pagesRoot)
  .filter((file) => file.endsWith(".mdx") || file.endsWith(".md"))
  .flatMap((page) =>
    [...readFileSync(page, "utf8").matchAll(/\[!include ~\/examples\/([^\]\s:]+)/g)].map(
      (match) => ({ page: relative(docsRoot, page), example: match[1]! }),
    ),
  );
const usageBlocks = includes.filter(({ example }) => !isConfig(example));

const ran: string[] = [];

describe("usage examples", () => {
  test("every example a page includes exists", () => {
    const existing = new Set(listFiles(examplesRoot).map((file) => relative(examplesRoot, file)));
    const missing = includes.filter(({ example }) => !existing.has(example));
    expect(missing).toEqual([]);
  });

  test("every example is included by a page", () => {
    const included = new Set(usageBlocks.map(({ example }) => example));
    const examples = listFiles(examplesRoot)
      .map((file) => relative(examplesRoot, file))
      .filter((file) => /\.tsx?$/.test(file) && !isConfig(file));
    expect(examples.filter((example) => !included.has(example))).toEqual([]);
  });

  test.each(ordered)("%s prints what its // @log: lines say", async (example) => {
    const expected = expectedLogs(example);
    expect(expected.length, `${example} has no // @log: line`).toBeGreaterThan(0);
    expect(await printedBy(example)).toEqual(expected);
    ran.push(example);
  });

  describe("the withdrawal from a foreclosed application", () => {
    const chain = createPublicClient({ transport: http("http://127.0.0.1:8545") });
    const node = createCartesiPublicClient({
      transport: http("http://127.0.0.1:6751/rpc"),
      pollingInterval: 250,
    });
    const application = "echo";
    let snapshotId: Hex;
    /** Polls `check` every 250 ms until it holds, for up to a minute. */
    const until = (what: string, check: () => Promise<boolean>) =>
      vi.waitFor(
        async () => {
          if (!(await check())) throw new Error(`still waiting for ${what}`);
        },
        { timeout: 60_000, interval: 250 },
      );
    /** What the node must have seen before an example runs: the flow reads it right after a write. */
    const before: Record<string, () => Promise<void>> = {
      "viem/estimateProveAccountsDriveMerkleRootGas.ts": () =>
        until(
          "the node to see the foreclosure",
          async () => (await node.getApplication({ application })).forecloseBlock !== 0n,
        ),
      "viem/listWithdrawals.ts": async () => {
        const head = await chain.getBlockNumber();
        await until(
          "the node to read the withdrawal",
          async () =>
            ((await node.getApplication({ application })).lastWithdrawalCheckBlock ?? 0n) >= head,
        );
      },
    };

    beforeAll(async () => {
      snapshotId = await snapshot(chain);
      // The proofs are made against the last accepted claim: it must hold every deposit so far.
      const {
        data: [last],
      } = await node.listInputs({ application, descending: true, limit: 1 });
      if (last)
        await until(
          `the claim of epoch ${last.epochIndex} to be accepted`,
          async () =>
            (await node.getEpoch({ application, epochIndex: last.epochIndex })).status ===
            "CLAIM_ACCEPTED",
        );
    });

    afterAll(async () => {
      await revert(chain, snapshotId);
      await until(
        "the node to see the application open again",
        async () => (await node.getApplication({ application })).forecloseBlock === 0n,
      );
    });

    test.each(withdrawalFlow)("%s prints what its // @log: lines say", async (example) => {
      await before[example]?.();
      const expected = expectedLogs(example);
      expect(expected.length, `${example} has no // @log: line`).toBeGreaterThan(0);
      expect(await printedBy(example)).toEqual(expected);
      ran.push(example);
    });
  });

  afterAll(() => {
    const bySection = (section: string) =>
      usageBlocks.filter(({ example }) => example.startsWith(`${section}/`)).length;
    console.info(
      `Usage examples: ${ran.length} of ${ordered.length + withdrawalFlow.length} run against the local chain and node; ` +
        `the pages hold ${usageBlocks.length} usage blocks ` +
        `(viem ${bySection("viem")}, rpc ${bySection("rpc")}, wagmi ${bySection("wagmi")}).`,
    );
  });
});

/** The shared setup of a section: `config.ts`, or `config.tsx` for the hooks. */
function isConfig(file: string): boolean {
  return /^config\.tsx?$/.test(basename(file));
}

function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
