import { parseArgs } from "node:util";
import { testAccounts } from "./accounts.ts";
import { startChain } from "./index.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8545" },
    "block-time": { type: "string", default: "1" },
    "epoch-length": { type: "string", default: "10" },
  },
});

const chain = await startChain({
  port: Number(values.port),
  blockTime: Number(values["block-time"]),
  epochLength: BigInt(values["epoch-length"]),
});

console.log(`Chain      ${chain.url} (chain id ${chain.chainId})`);
console.log(
  `Application ${chain.application.application} (epoch length ${chain.application.epochLength} blocks)`,
);
console.log(`Authority  ${chain.application.authority}`);
for (const [name, address] of Object.entries(chain.contracts))
  console.log(`${name.padEnd(28)} ${address}`);
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
