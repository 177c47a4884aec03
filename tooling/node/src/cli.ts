import { parseArgs } from "node:util";
import type { Chain, ChainInfo } from "@rollups-ts/chain";

const usage = `Usage: pnpm devnet [options]

Starts a local chain (anvil with the Cartesi Rollups contracts and one application)
and the local rollups node following it.

  --port <n>              chain port (default 8545)
  --block-time <s>        seconds between blocks (default 1; 0 mines one block per transaction)
  --epoch-length <n>      epoch length of a newly deployed application, in blocks (default 10)
  --chain-url <url>       attach to a running chain instead (deploys only what is missing)
  --node-port <n>         node port (default 6751)
  --name <name>           application name on the node (default echo)
  --polling-interval <ms> how often the node looks at the chain (default 50)
  --dialect <R|I|N>       the node API version /rpc speaks: R (node 2.0.0-alpha.8 to alpha.11),
                          I (alpha.12) or N (alpha.13 and later; default); /R/rpc, /I/rpc and
                          /N/rpc always answer in each
  --help                  show this text`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: "string", default: "8545" },
      "block-time": { type: "string", default: "1" },
      "epoch-length": { type: "string", default: "10" },
      "chain-url": { type: "string" },
      "node-port": { type: "string", default: "6751" },
      name: { type: "string", default: "echo" },
      "polling-interval": { type: "string", default: "50" },
      dialect: { type: "string", default: "N" },
      help: { type: "boolean", default: false },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

function integerOption(name: string): number {
  const text = values[name] as string;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value))
    fail(`--${name} must be a whole number, got ${text}`);
  return value;
}

const chainUrl = values["chain-url"] as string | undefined;
const port = integerOption("port");
const blockTime = integerOption("block-time");
const epochLength = BigInt(integerOption("epoch-length"));
const nodePort = integerOption("node-port");
const pollingInterval = integerOption("polling-interval");
const dialect = values.dialect as string;
if (!["R", "I", "N"].includes(dialect)) fail(`--dialect must be R, I or N, got ${dialect}`);
// The heavy modules load once the flags are known to be good, so --help and typos answer at once.
const { startChain, testAccounts } = await import("@rollups-ts/chain");
const { attachChain } = await import("./attach.ts");
const { startNode } = await import("./node.ts");

let chain: Chain | ChainInfo;
if (chainUrl) {
  chain = await attachChain(chainUrl, { epochLength });
} else {
  chain = await startChain({ port, epochLength, ...(blockTime > 0 ? { blockTime } : {}) });
}
const stopChain = "stop" in chain ? chain.stop : async () => {};

let node: Awaited<ReturnType<typeof startNode>>;
try {
  node = await startNode({
    chain,
    port: nodePort,
    applicationName: values.name as string,
    pollingInterval,
    dialect: dialect as "R" | "I" | "N",
  });
} catch (error) {
  await stopChain();
  throw error;
}

const line = (label: string, value: unknown) => console.log(`${label.padEnd(28)} ${value}`);
line("Chain", `${chain.url} (chain id ${chain.chainId})${chainUrl ? " (attached)" : ""}`);
line("Node", `${node.url} (dialect ${node.dialect}; ${Object.values(node.urls).join(", ")})`);
line(
  "Application",
  `${chain.application.application} (name ${node.applicationName}, epoch length ${chain.application.epochLength} blocks)`,
);
line("Authority", chain.application.authority);
for (const [name, address] of Object.entries(chain.contracts)) line(name, address);
for (const [name, address] of Object.entries(chain.tokens)) line(`token ${name}`, address);
console.log("Test accounts (10,000 ETH each; account 0 owns the application and submits claims):");
for (const [index, account] of testAccounts.slice(0, 4).entries())
  console.log(`  ${index} ${account.address}`);
console.log("Press Ctrl-C to stop.");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await node.stop();
    await stopChain();
    process.exit(0);
  });
}
