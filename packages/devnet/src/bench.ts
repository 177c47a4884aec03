// Prints how fast the local node follows the local chain, how fast its outputs tree is, and how
// fast the devnet starts and runs inputs through an application in host mode.
// Run with `pnpm --filter @cartesi/local-devnet bench`; figures vary with the machine's load.
import { mine, startChain } from "@rollups-ts/chain";
import { toHex } from "viem";
import { startDevnet } from "./host/devnet.ts";
import { OutputsMerkleTree } from "./merkle.ts";
import { startNode } from "./node.ts";
import { addInput, clients, rpc } from "./test.ts";

const samples = 20;

function summary(label: string, values: number[]): void {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(
    `${label.padEnd(44)} median ${at(0.5).toFixed(1)} ms  p90 ${at(0.9).toFixed(1)} ms  mean ${mean.toFixed(1)} ms  (n=${values.length})`,
  );
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error("benchmark step timed out");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const { stop: stopChain, ...chain } = await startChain({ epochLength: 10n });
// anvil mines only on transactions here: the node mines the blocks a v3 claim is staged for.
const node = await startNode({ chain, onError: () => {}, mineStagingBlocks: true });
const { publicClient } = clients(chain);
console.log(
  `local chain ${chain.url}, node ${node.url}, polling interval 50 ms, epoch length 10 blocks`,
);

const inputLatencies: number[] = [];
const claimLatencies: number[] = [];
try {
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    const { index, blockNumber } = await addInput(chain, toHex(`sample ${sample}`));
    await until(async () => {
      const answer = await rpc(node.url, "cartesi_getInput", ["echo", toHex(index)]);
      return (
        (answer.result as { data: { status: string } } | undefined)?.data.status === "ACCEPTED"
      );
    });
    inputLatencies.push(performance.now() - started);

    // Close the input's epoch: mine up to its last block and one more.
    const epochIndex = blockNumber / 10n;
    const head = await publicClient.getBlockNumber();
    await mine(publicClient, Number((epochIndex + 1n) * 10n - head));
    const closed = performance.now();
    await until(async () => {
      const answer = await rpc(node.url, "cartesi_getEpoch", ["echo", toHex(epochIndex)]);
      return (answer.result as { data: { status: string } }).data.status === "CLAIM_ACCEPTED";
    });
    claimLatencies.push(performance.now() - closed);
  }
  summary("addInput sent → input ACCEPTED on the node", inputLatencies);
  summary("epoch closed (block mined) → CLAIM_ACCEPTED", claimLatencies);
} finally {
  await node.stop();
  await stopChain();
}

for (const outputs of [1_000, 5_000, 20_000]) {
  const tree = new OutputsMerkleTree();
  const started = performance.now();
  for (let index = 0; index < outputs; index++) tree.append(toHex(`output ${index}`, { size: 96 }));
  tree.root();
  const built = performance.now();
  for (let index = 0; index < outputs; index++) tree.siblings(index);
  const proved = performance.now();
  console.log(
    `outputs tree of ${String(outputs).padStart(6)} outputs: hash and root ${(built - started).toFixed(0)} ms, all proofs ${(proved - built).toFixed(0)} ms`,
  );
}

const chainStarts: number[] = [];
for (let sample = 0; sample < 5; sample++) {
  const started = performance.now();
  const startedChain = await startChain({ epochLength: 10n });
  chainStarts.push(performance.now() - started);
  await startedChain.stop();
}
summary("chain start (anvil + rollups contracts + app)", chainStarts);

// Host mode: the fixture app.mjs, a process speaking the rollup HTTP API with fetch.
const app = new URL("../fixtures/app.mjs", import.meta.url).pathname;
const devnetStarted = performance.now();
const devnet = await startDevnet({ command: [process.execPath, app], stdio: "ignore" });
const devnetStart = performance.now() - devnetStarted;
console.log(`host-mode devnet start (chain, node, app process) ${devnetStart.toFixed(0)} ms`);
const hostLatencies: number[] = [];
try {
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    const { index } = await addInput(devnet.chain, toHex(`host sample ${sample}`));
    await until(async () => {
      const answer = await rpc(devnet.node.url, "cartesi_getInput", ["echo", toHex(index)]);
      return (
        (answer.result as { data: { status: string } } | undefined)?.data.status === "ACCEPTED"
      );
    });
    hostLatencies.push(performance.now() - started);
  }
  summary("host mode: addInput sent → input ACCEPTED", hostLatencies);
  const inspectLatencies: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    const answer = await fetch(devnet.node.inspectUrl, { method: "POST", body: `q${sample}` });
    await answer.json();
    inspectLatencies.push(performance.now() - started);
  }
  summary("host mode: inspect POST → answer", inspectLatencies);
} finally {
  await devnet.stop();
}
