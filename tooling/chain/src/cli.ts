import { parseArgs } from "node:util";
import { testAccounts } from "./accounts.ts";
import { type Generation, startChain } from "./index.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8545" },
    "block-time": { type: "string", default: "1" },
    "epoch-length": { type: "string", default: "10" },
    // Comma-separated (v2, v3, v3-alpha.9); the first is the primary generation.
    generations: { type: "string", default: "v3-alpha.9" },
    "claim-staging-period": { type: "string", default: "2" },
  },
});

const chain = await startChain({
  port: Number(values.port),
  blockTime: Number(values["block-time"]),
  epochLength: BigInt(values["epoch-length"]),
  generations: values.generations.split(",") as Generation[],
  claimStagingPeriod: BigInt(values["claim-staging-period"]),
});

console.log(`Chain      ${chain.url} (chain id ${chain.chainId})`);
for (const [generation, { release, contracts, application }] of Object.entries(chain.generations)) {
  console.log(`${generation} contracts   rollups-contracts ${release}`);
  console.log(
    `${generation} application ${application.application} (epoch length ${application.epochLength} blocks, claim staging period ${application.claimStagingPeriod} blocks)`,
  );
  console.log(`${generation} authority   ${application.authority}`);
  for (const [name, address] of Object.entries(contracts))
    console.log(`${generation} ${name.padEnd(28)} ${address}`);
}
for (const [name, address] of Object.entries(chain.tokens))
  console.log(`${name.padEnd(28)} ${address}`);
console.log("Test accounts (10,000 ETH each):");
for (const account of testAccounts.slice(0, 4)) console.log(`  ${account.address}`);
console.log("Press Ctrl-C to stop.");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await chain.stop();
    process.exit(0);
  });
}
