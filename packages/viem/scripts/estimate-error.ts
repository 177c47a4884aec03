// Prints how far `getTimeToExecutable`'s estimate lands from the block at which an output actually
// became executable, and from that block's time, on a devnet just started mining a block a second,
// for an application on each contract generation the devnet has (3.0.0-alpha.9, alpha.5, v2.2),
// with the claim staging of each: the first sample is taken right after the devnet starts, when the
// block time the estimate measures (the median of five runs of the last 100 blocks) reaches back to
// its start.
// Run with `pnpm --filter @cartesi/viem bench:estimate`; the figures describe the local node, whose
// claims are sent as soon as an epoch closes: a production node adds its own delay, which the
// estimate (basis "estimated") does not know.
import { startNode, testCommand } from "@cartesi/local-devnet";
import { addInput } from "@cartesi/local-devnet/test";
import {
  createCartesiPublicClient,
  getTimeToExecutable,
  listOutputs,
  waitForInput,
  waitToExecuteOutput,
} from "@cartesi/viem";
import { type Generation, localChain, startChain, testAccounts } from "@rollups-ts/chain";
import { createPublicClient, http, parseAbi } from "viem";

const samples = Number(process.env.SAMPLES ?? 4);
const blockTime = 1;
const epochLength = 6n;
const validateOutputAbi = parseAbi([
  "function validateOutput(bytes output, (uint64 outputIndex, bytes32[] outputHashesSiblings) proof) view",
]);

for (const generation of ["v3-alpha.9", "v3", "v2"] as Generation[]) {
  const { stop: stopChain, ...chain } = await startChain({
    generations: [generation],
    epochLength,
    blockTime,
  });
  const node = await startNode({ chain, onError: () => {} });
  const publicClient = createPublicClient({
    chain: localChain(chain.url, chain.chainId),
    transport: http(chain.url),
    pollingInterval: 100,
  });
  const nodeClient = createCartesiPublicClient({ transport: http(node.url), pollingInterval: 100 });
  const application = chain.application.application;
  const blockErrors: number[] = [];
  const secondErrors: number[] = [];
  const blockTimes: number[] = [];
  try {
    for (let sample = 0; sample < samples; sample++) {
      const { index: inputIndex } = await addInput(
        chain,
        testCommand({ vouchers: [{ destination: testAccounts[7]!.address }] }),
      );
      await waitForInput(nodeClient, { application, inputIndex, waitProcessing: true });
      const [output] = (await listOutputs(nodeClient, { application, inputIndex })).data;
      const parameters = { node: nodeClient, application, outputIndex: output!.index };
      // What a user sees right after the input is processed: the epoch is still open.
      const estimate = await getTimeToExecutable(publicClient, parameters);
      const { output: proven } = await waitToExecuteOutput(publicClient, parameters);
      const proof = {
        outputIndex: proven.index,
        outputHashesSiblings: [...proven.outputHashesSiblings!],
      };
      const validAt = (blockNumber: bigint) =>
        publicClient
          .readContract({
            address: application,
            abi: validateOutputAbi,
            functionName: "validateOutput",
            args: [proven.rawData, proof],
            blockNumber,
          })
          .then(
            () => true,
            () => false,
          );
      // The first block at which the output validates: between the epoch's end and the head.
      let low = estimate.status.epoch.lastBlock;
      let high = await publicClient.getBlockNumber();
      while (low < high) {
        const middle = (low + high) / 2n;
        if (await validAt(middle)) high = middle;
        else low = middle + 1n;
      }
      const actual = await publicClient.getBlock({ blockNumber: high });
      blockErrors.push(Number(high - estimate.executableAtBlock));
      blockTimes.push(estimate.blockTime);
      secondErrors.push((Number(actual.timestamp) * 1000 - estimate.timestamp) / 1000);
    }
  } finally {
    await node.stop();
    await stopChain();
  }
  const describe = (values: number[]) =>
    `min ${Math.min(...values)}  max ${Math.max(...values)}  mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(2)}`;
  console.log(
    `${generation} (epoch ${epochLength} blocks, ${blockTime} s blocks, n=${samples}): executable minus estimate, blocks: ${describe(blockErrors)}; seconds: ${describe(secondErrors)} (first sample, right after the start: ${secondErrors[0]} s); block time the estimate measured, s: ${describe(blockTimes)}`,
  );
}
