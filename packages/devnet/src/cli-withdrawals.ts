import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Address } from "viem";

/** The node and chain a devnet started with its defaults listens on. */
const defaultNode = "http://127.0.0.1:6751";
const defaultChain = "http://127.0.0.1:8545";

export const proofsUsage = `Usage: devnet proofs --account <address> [--application <address>] [--out <dir>] [--node <url>]

Writes drive-root-proof.json and account-proof.json, the files the node's tooling writes for a
withdrawal, from a running devnet (GET /devnet/withdrawal-proofs, which only the devnet node
serves): the account's proofs against the last accepted claim of the foreclosed application.

  --account <address>      the account that withdraws
  --application <address>  the foreclosed application (default: the node's application)
  --out <dir>              directory to write the two files to (default: the current one)
  --node <url>             the devnet node, its base or JSON-RPC URL (default ${defaultNode})
  --help                   show this text`;

export const forecloseUsage = `Usage: devnet foreclose [--application <address>] [--chain-url <url>] [--node <url>]

Forecloses a v3 application of a running devnet as its guardian (the test account that is its
guardian, anvil's account 9 for the devnet's application). A foreclosure cannot be undone: the
application takes no more inputs, deposits or claims, and its users withdraw their balances.

  --application <address>  the application (default: the node's application)
  --chain-url <url>        the chain (default ${defaultChain})
  --node <url>             the devnet node, asked for its application (default ${defaultNode})
  --help                   show this text`;

function fail(message: string, usage: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const isAddressText = (text: string) => /^0x[0-9a-fA-F]{40}$/.test(text);

/** The application the devnet node at `node` serves (its first, the devnet has one). */
async function nodeApplication(node: string): Promise<Address> {
  const base = node.replace(/\/+$/, "").replace(/(?:\/[RIN])?\/rpc$/, "");
  let response: Response;
  try {
    response = await fetch(`${base}/rpc`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "cartesi_listApplications" }),
    });
  } catch (error) {
    throw new Error(`could not reach the devnet node at ${node}: ${(error as Error).message}`);
  }
  const answer = (await response.json()) as {
    result?: { data: { iapplication_address: Address }[] };
  };
  const application = answer.result?.data[0]?.iapplication_address;
  if (!application) throw new Error(`the node at ${node} serves no application`);
  return application;
}

function options(args: string[], usage: string, names: string[]) {
  try {
    const { values } = parseArgs({
      args,
      options: {
        ...Object.fromEntries(names.map((name) => [name, { type: "string" as const }])),
        help: { type: "boolean", default: false },
      },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    return values as unknown as Record<string, string | undefined>;
  } catch (error) {
    fail((error as Error).message, usage);
  }
}

function checkUrl(name: string, value: string, usage: string): void {
  if (!URL.canParse(value)) fail(`--${name} must be a URL, got ${value}`, usage);
}

function checkApplication(value: string | undefined, usage: string): void {
  if (value !== undefined && !isAddressText(value))
    fail(`--application must be an address (0x and 40 hex digits), got ${value}`, usage);
}

/** `devnet proofs`: writes the two proof files of an account. */
export async function proofsCommand(args: string[], cwd: string): Promise<void> {
  const values = options(args, proofsUsage, ["account", "application", "out", "node"]);
  const account = values.account;
  if (account === undefined) fail("--account is required", proofsUsage);
  if (!isAddressText(account))
    fail(`--account must be an address (0x and 40 hex digits), got ${account}`, proofsUsage);
  checkApplication(values.application, proofsUsage);
  const node = values.node ?? defaultNode;
  checkUrl("node", node, proofsUsage);
  const out = resolve(cwd, values.out ?? ".");
  const { withdrawalProofs } = await import("./proofs.ts");
  try {
    const application = (values.application as Address) ?? (await nodeApplication(node));
    const proofs = await withdrawalProofs({ node, application, account: account as Address });
    const driveRootPath = resolve(out, "drive-root-proof.json");
    const accountPath = resolve(out, "account-proof.json");
    await writeFile(driveRootPath, `${JSON.stringify(proofs.driveRootProof, null, 2)}\n`);
    await writeFile(accountPath, `${JSON.stringify(proofs.accountProof, null, 2)}\n`);
    console.log(`${driveRootPath}\n${accountPath}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** `devnet foreclose`: forecloses an application as its guardian. */
export async function forecloseCommand(args: string[]): Promise<void> {
  const values = options(args, forecloseUsage, ["application", "chain-url", "node"]);
  checkApplication(values.application, forecloseUsage);
  const chainUrl = values["chain-url"] ?? defaultChain;
  checkUrl("chain-url", chainUrl, forecloseUsage);
  const node = values.node ?? defaultNode;
  checkUrl("node", node, forecloseUsage);
  const { foreclose } = await import("./foreclose.ts");
  try {
    const application = (values.application as Address) ?? (await nodeApplication(node));
    const { transactionHash, blockNumber } = await foreclose({ chainUrl, application });
    console.log(
      `Foreclosed ${application} in block ${blockNumber} (transaction ${transactionHash})`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
