#!/usr/bin/env node
import { parseArgs } from "node:util";
import { type Dialect, dialectGeneration, dialects, generationDialects } from "./dialect.ts";
import { unannouncedCheckInterval } from "./heads.ts";

// `devnet proofs` and `devnet foreclose` act on a running devnet; anything else starts one.
const subcommand = process.argv[2];
if (subcommand === "proofs" || subcommand === "foreclose") {
  const commands = await import("./cli-withdrawals.ts");
  const args = process.argv.slice(3);
  if (subcommand === "proofs")
    await commands.proofsCommand(args, process.env.DEVNET_CWD || process.cwd());
  else await commands.forecloseCommand(args);
  process.exit(0);
}

const usage = `Usage: devnet [options] [-- <command> [args...]]
       devnet proofs --account <address> [--application <address>] [--out <dir>] [--node <url>]
       devnet foreclose [--application <address>] [--chain-url <url>] [--node <url>]

Starts a local chain (anvil with the Cartesi Rollups contracts and one application), the local
rollups node following it, and the application: <command> on this host, a --handler module, or
the test application when neither is given.

Chain
  --port <n>              chain port (default 8545)
  --block-time <s>        seconds between blocks (default 1; 0 mines one block per transaction)
  --epoch-length <n>      epoch length of a newly deployed application, in blocks (default 10)
  --generation <name>     the contracts: v3-alpha.9 (rollups-contracts 3.0.0-alpha.9, the
                          contracts of node 2.0.0-alpha.13, rebuilt from public source; the
                          default), v3 (3.0.0-alpha.5) or v2 (2.2.0); the default follows
                          --dialect: N goes with v3-alpha.9, I with v3, R with v2
  --claim-staging-period <n>
                          blocks a v3 claim is staged before the node accepts it (default 2)
  --chain-url <url>       attach to a running chain instead (deploys only what is missing)
Node
  --node-port <n>         node port: JSON-RPC at /rpc, inspect at /inspect/<name> (default 6751)
  --name <name>           application name on the node (default echo)
  --application <address> follow the application deployed at this address (default: the local one)
  --polling-interval <ms> how often the node looks at the chain (default 50); on a chain that
                          announces its blocks over WebSocket (anvil), it reads each one as it
                          comes and looks every max(ms, ${unannouncedCheckInterval}) besides
  --dialect <R|I|N>       the node API version /rpc speaks, each on the contracts its nodes
                          read: N (node 2.0.0-alpha.13 and later; the default) on v3-alpha.9,
                          I (alpha.12) on v3, R (alpha.8 to alpha.11) on v2; /<dialect>/rpc
                          answers too
  --cors-origin <origin>  allow browsers on this origin only (repeatable); default: any origin
                          (*), which a real node never allows
  --inspect-max-inflight <n>
                          inspect requests answered at once; more get 503 with Retry-After
                          (default: no limit)
Application
  -- <command> [args...]  run the application on this host (host mode): the rollup HTTP API is
                          served on --rollup-port and <command> gets ROLLUP_HTTP_SERVER_URL; it is
                          started again whenever it exits
  --rollup-port <n>       rollup HTTP server port in host mode (default 5004)
  --finish-timeout <ms>   how long the application may take over one request (default 60000);
                          past it the application is started again, and as a node does, a
                          devnet of dialect N marks the application FAILED and processes no more
                          inputs until the node starts again; one of dialect R or I ends the
                          input TIME_LIMIT_EXCEEDED
  --handler <module>      run the application as a TypeScript or JavaScript module: its default
                          export handles inputs, its optional inspect export inspect requests
  --help                  show this text

devnet proofs writes a withdrawal's proof files from a running devnet; devnet foreclose forecloses
its v3 application as the guardian (devnet proofs --help, devnet foreclose --help).

The v3-alpha.9 contracts are rebuilt from public source, some files written from the contracts'
changelog: not the released bytecode, at local addresses (see the package's vendor/ folder).

Relative paths (<command>, --handler) are resolved from the current directory (under this
repository's pnpm devnet, from the directory pnpm was run in).`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values: Record<string, string | string[] | boolean | undefined>;
let command: string[];
try {
  const parsed = parseArgs({
    allowPositionals: true,
    tokens: true,
    options: {
      port: { type: "string", default: "8545" },
      "block-time": { type: "string", default: "1" },
      "epoch-length": { type: "string", default: "10" },
      generation: { type: "string" },
      "claim-staging-period": { type: "string", default: "2" },
      "chain-url": { type: "string" },
      "node-port": { type: "string", default: "6751" },
      name: { type: "string", default: "echo" },
      application: { type: "string" },
      "polling-interval": { type: "string", default: "50" },
      dialect: { type: "string" },
      "cors-origin": { type: "string", multiple: true },
      "inspect-max-inflight": { type: "string" },
      "rollup-port": { type: "string", default: "5004" },
      "finish-timeout": { type: "string", default: "60000" },
      handler: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  values = parsed.values;
  const terminator = parsed.tokens.findIndex((token) => token.kind === "option-terminator");
  const early = parsed.tokens.find(
    (token, index) => token.kind === "positional" && (terminator < 0 || index < terminator),
  );
  if (early && early.kind === "positional")
    fail(`unexpected argument ${early.value}: put the application's command after --`);
  command = parsed.positionals;
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

function portOption(name: string): number {
  const port = integerOption(name);
  if (port > 65535) fail(`--${name} must be a port from 0 to 65535, got ${port}`);
  return port;
}

const chainUrl = values["chain-url"] as string | undefined;
const port = portOption("port");
const blockTime = integerOption("block-time");
const epochLength = integerOption("epoch-length");
if (epochLength === 0) fail("--epoch-length must be at least 1 block, got 0");
const nodePort = portOption("node-port");
const rollupPort = portOption("rollup-port");
const pollingInterval = integerOption("polling-interval");
if (pollingInterval === 0) fail("--polling-interval must be at least 1 ms, got 0");
const finishTimeout = integerOption("finish-timeout");
if (finishTimeout === 0) fail("--finish-timeout must be at least 1 ms, got 0");
const name = values.name as string;
if (!/^[a-z0-9_-]{3,}$/.test(name)) fail(`--name must match ^[a-z0-9_-]{3,}$, got ${name}`);
const application = values.application as string | undefined;
if (application !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(application))
  fail(`--application must be an address (0x and 40 hex digits), got ${application}`);
const claimStagingPeriod = integerOption("claim-staging-period");
const dialect = values.dialect as Dialect | undefined;
if (dialect !== undefined && !dialects.includes(dialect))
  fail(`--dialect must be R, I or N, got ${dialect}`);
const generations = Object.keys(generationDialects) as (keyof typeof generationDialects)[];
const generation = ((values.generation as string | undefined) ??
  dialectGeneration(dialect ?? "N")) as keyof typeof generationDialects;
if (!generations.includes(generation))
  fail(`--generation must be one of ${generations.join(", ")}, got ${generation}`);
if (dialect !== undefined && !generationDialects[generation].includes(dialect))
  fail(
    `--dialect ${dialect} is not spoken by nodes that read ${generation} contracts: N goes with v3-alpha.9, I with v3, R with v2`,
  );
const corsOrigins = values["cors-origin"] as string[] | undefined;
for (const origin of corsOrigins ?? [])
  if (!URL.canParse(origin) || new URL(origin).origin !== origin)
    fail(`--cors-origin must be an origin such as http://localhost:5173, got ${origin}`);
const inspectMaxInflight =
  values["inspect-max-inflight"] === undefined ? undefined : integerOption("inspect-max-inflight");
if (inspectMaxInflight === 0) fail("--inspect-max-inflight must be at least 1, got 0");
const handlerModule = values.handler as string | undefined;
if (handlerModule !== undefined && command.length > 0)
  fail("give either --handler <module> or -- <command>, not both");
// pnpm runs the script in this package's directory; the root script passes where the user ran pnpm.
const cwd = process.env.DEVNET_CWD || process.cwd();

// The heavy modules load once the flags are known to be good, so --help and typos answer at once.
const { testAccounts } = await import("@rollups-ts/chain");
const { startDevnet } = await import("./host/devnet.ts");

let devnet: Awaited<ReturnType<typeof startDevnet>>;
try {
  devnet = await startDevnet({
    chainPort: port,
    ...(chainUrl ? { chainUrl } : {}),
    blockTime,
    epochLength: BigInt(epochLength),
    ...(application ? { applicationAddress: application as `0x${string}` } : {}),
    applicationName: name,
    nodePort,
    pollingInterval,
    ...(dialect ? { dialect } : {}),
    generation,
    claimStagingPeriod: BigInt(claimStagingPeriod),
    ...(corsOrigins ? { corsOrigins } : {}),
    ...(inspectMaxInflight ? { inspectMaxInflight } : {}),
    ...(command.length > 0 ? { command, rollupPort, finishTimeout } : {}),
    ...(handlerModule ? { handlerModule } : {}),
    cwd,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { chain, node, host } = devnet;

const line = (label: string, value: unknown) => console.log(`${label.padEnd(28)} ${value}`);
line("Chain", `${chain.url} (chain id ${chain.chainId})${devnet.attached ? " (attached)" : ""}`);
line("Node", `${node.url} (dialect ${node.dialect}; ${Object.values(node.urls).join(", ")})`);
line("Inspect", node.inspectUrl);
line(
  "CORS",
  corsOrigins ? corsOrigins.join(", ") : "any origin (*); a real node allows none unless listed",
);
line(
  "Application",
  `${chain.application.application} (name ${node.applicationName}, epoch length ${chain.application.epochLength} blocks)`,
);
const followed = chain.generations[chain.application.generation];
line(
  "Contracts",
  `rollups-contracts ${followed?.release ?? chain.release} (${chain.application.generation}${
    chain.application.claimStagingPeriod > 0n
      ? `; claim staging period ${chain.application.claimStagingPeriod} blocks`
      : ""
  })`,
);
if (chain.application.withdrawalConfig)
  line("Guardian", `${chain.application.withdrawalConfig.guardian} (test account 9)`);
if (host) line("Host mode", `${command.join(" ")} with ROLLUP_HTTP_SERVER_URL=${host.url}`);
else line("Handler", handlerModule ?? "the test application");
line("Authority", chain.application.authority);
for (const [contract, address] of Object.entries(chain.contracts)) line(contract, address);
for (const [token, address] of Object.entries(chain.tokens)) line(`token ${token}`, address);
console.log("Test accounts (10,000 ETH each; account 0 owns the application and submits claims):");
for (const [index, account] of testAccounts.slice(0, 4).entries())
  console.log(`  ${index} ${account.address}`);
console.log("Press Ctrl-C to stop.");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await devnet.stop();
    process.exit(0);
  });
}
