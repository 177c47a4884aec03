import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mine, testAccounts } from "@rollups-ts/chain";
import { type Address, hexToString, toHex } from "viem";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { devnetApplications, devnetDeployments } from "./deployment.ts";
import {
  type Application,
  clients,
  depositErc20,
  epochWithStatus,
  inputBoxAbi,
  processedInput,
  rpc,
  rpcData,
  waitFor,
  withdrawalProofs,
} from "./test.ts";

const cliPath = new URL("./cli.ts", import.meta.url).pathname;
const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;

/** The chain, the node and the rollup HTTP server on free ports. */
const freePorts = ["--port", "0", "--node-port", "0", "--rollup-port", "0"];

/** Spawns the devnet command; `printed` collects what it writes to the streams that are piped. */
function spawnCli(args: string[], stderr: "pipe" | "inherit") {
  const cli = spawn(process.execPath, [cliPath, ...args], { stdio: ["ignore", "pipe", stderr] });
  const printed = { output: "", errors: "" };
  cli.stdout!.on("data", (chunk: Buffer) => {
    printed.output += chunk.toString();
  });
  cli.stderr?.on("data", (chunk: Buffer) => {
    printed.errors += chunk.toString();
  });
  return { cli, printed };
}

/** Runs the devnet command to its end; for flags it refuses. */
async function runCli(args: string[]) {
  const { cli, printed } = spawnCli(args, "pipe");
  const [code] = await once(cli, "exit");
  return { code: code as number, ...printed };
}

/** Starts the devnet command and waits until it is ready (it is killed if it is not); `stop` sends SIGINT. */
async function startCli(args: string[], { timeout = 30_000 } = {}) {
  const { cli, printed } = spawnCli(args, "inherit");
  try {
    await vi.waitFor(
      () => {
        if (cli.exitCode !== null) throw new Error(`devnet exited early:\n${printed.output}`);
        expect(printed.output).toContain("Press Ctrl-C");
      },
      { timeout, interval: 50 },
    );
  } catch (error) {
    if (cli.exitCode === null) cli.kill("SIGKILL");
    throw error;
  }
  const { output } = printed;
  const field = (label: string) => new RegExp(`^${label}\\s+(\\S+)`, "m").exec(output)![1]!;
  const chainUrl = field("Chain");
  const application = field("Application") as Address;
  const inputBox = field("inputBox") as Address;
  const chain = {
    url: chainUrl,
    chainId: 31337,
    contracts: { erc20Portal: field("erc20Portal") },
    tokens: { erc20: field("token erc20") },
    application: {
      application,
      generation: /^Contracts\s+rollups-contracts \S+ \(([^;)]+)/m.exec(output)![1],
    },
  } as unknown as Parameters<typeof clients>[0];
  const { publicClient, walletClient } = clients(chain, testAccounts[1]!);
  return {
    output,
    chain,
    chainUrl,
    application,
    nodeUrl: field("Node"),
    inspectUrl: field("Inspect"),
    /** Sends an input with plain viem and returns its index. */
    addInput: async (text: string) => {
      const hash = await walletClient.writeContract({
        address: inputBox,
        abi: inputBoxAbi,
        functionName: "addInput",
        args: [application, toHex(text)],
      });
      await publicClient.waitForTransactionReceipt({ hash });
    },
    stop: async () => {
      if (cli.exitCode !== null) return cli.exitCode;
      cli.kill("SIGINT");
      const [code] = await once(cli, "exit");
      return code as number;
    },
    kill: () => {
      if (cli.exitCode === null) cli.kill("SIGKILL");
    },
  };
}

async function blockNumber(url: string): Promise<bigint> {
  return BigInt((await rpc(url, "eth_blockNumber")).result as string);
}

describe("devnet command", () => {
  test("starts a chain that mines on its own and a node, prints them, and stops both on SIGINT", async () => {
    const devnet = await startCli(["--port", "0", "--node-port", "0"], { timeout: 20_000 });
    try {
      const { output, chainUrl, nodeUrl } = devnet;
      expect(nodeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/rpc$/);
      // 3.0.0-alpha.9 and dialect N by default, on the addresses of every devnet.
      expect(output).toMatch(
        new RegExp(`^inputBox\\s+${devnetDeployments.N.contracts.inputBox}$`, "m"),
      );
      expect(output).toMatch(
        /^Contracts\s+rollups-contracts 3\.0\.0-alpha\.9 \(v3-alpha\.9; claim staging period 2 blocks\)$/m,
      );
      expect(output).toMatch(/^Node\s+\S+ \(dialect N; \S+\/N\/rpc\)$/m);
      expect(devnet.application).toBe(devnetApplications.N);
      expect(output).toMatch(
        /^Application\s+0x[0-9a-fA-F]{40} \(name echo, epoch length 10 blocks\)$/m,
      );
      expect(await rpcData(nodeUrl, "cartesi_getChainId")).toBe("0x7a69");

      // The chain mines on a clock, with no transaction sent.
      const start = await blockNumber(chainUrl);
      await expect
        .poll(() => blockNumber(chainUrl), { interval: 100, timeout: 10_000 })
        .toBeGreaterThan(start);

      expect(await devnet.stop()).toBe(0);
      await expect(blockNumber(chainUrl)).rejects.toThrow();
      await expect(fetch(nodeUrl, { method: "POST", body: "{}" })).rejects.toThrow();
    } finally {
      devnet.kill();
    }
  });

  test.each([
    ["R", "2.2.0", "v2", ""],
    ["I", "3.0.0-alpha.5", "v3", "; claim staging period 2 blocks"],
  ] as const)(
    "--dialect %s runs rollups-contracts %s, the contracts its nodes read",
    async (dialect, release, generation, staging) => {
      const devnet = await startCli([...freePorts, "--dialect", dialect], { timeout: 20_000 });
      try {
        const { output, nodeUrl } = devnet;
        expect(output).toMatch(
          new RegExp(`^inputBox\\s+${devnetDeployments[dialect].contracts.inputBox}$`, "m"),
        );
        expect(output).toContain(`rollups-contracts ${release} (${generation}${staging})`);
        expect(output).toMatch(
          new RegExp(`^Node\\s+\\S+ \\(dialect ${dialect}; \\S+/${dialect}/rpc\\)$`, "m"),
        );
        expect(devnet.application).toBe(devnetApplications[dialect]);
        await devnet.addInput(`to ${generation}`);
        const input = await processedInput(nodeUrl, 0n);
        if (dialect === "R") expect(input.transaction_reference).toBe(toHex(0n, { size: 32 }));
        else expect(input.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
        expect(await devnet.stop()).toBe(0);
      } finally {
        devnet.kill();
      }
    },
  );

  test("--help lists every option", async () => {
    const { code, output } = await runCli(["--help"]);
    expect(code).toBe(0);
    for (const option of [
      "--port <n>",
      "--block-time <s>",
      "--epoch-length <n>",
      "--generation <name>",
      "--claim-staging-period <n>",
      "--chain-url <url>",
      "--node-port <n>",
      "--name <name>",
      "--application <address>",
      "--polling-interval <ms>",
      "--dialect <R|I|N>",
      "-- <command> [args...]",
      "--rollup-port <n>",
      "--finish-timeout <ms>",
      "--handler <module>",
      "--cors-origin <origin>",
      "--inspect-max-inflight <n>",
      "--help",
    ])
      expect(output).toContain(`  ${option}`);
  });

  test.each([
    [["--rollup-port", "abc"], /--rollup-port must be a whole number, got abc/],
    [["--rollup-port", "70000"], /--rollup-port must be a port from 0 to 65535, got 70000/],
    [["--finish-timeout", "0"], /--finish-timeout must be at least 1 ms, got 0/],
    [
      ["--application", "0x1234"],
      /--application must be an address \(0x and 40 hex digits\), got 0x1234/,
    ],
    [["--name", "A"], /--name must match/],
    [
      ["--handler", "app.ts", "--", "node", "app.mjs"],
      /give either --handler <module> or -- <command>/,
    ],
    [["node", "app.mjs"], /unexpected argument node: put the application's command after --/],
    [["--nope"], /Unknown option '--nope'/],
    [["--generation", "v4"], /--generation must be one of v2, v3, v3-alpha\.9, got v4/],
    [["--dialect", "N", "--generation", "v2"], /--dialect N is not spoken by nodes that read v2/],
    [
      ["--dialect", "I", "--generation", "v3-alpha.9"],
      /--dialect I is not spoken by nodes that read v3-alpha\.9/,
    ],
    [["--node-port", "abc"], /--node-port must be a whole number, got abc/],
    [["--cors-origin", "localhost:5173"], /--cors-origin must be an origin/],
    [["--cors-origin", "http://localhost:5173/app"], /--cors-origin must be an origin/],
    [["--inspect-max-inflight", "0"], /--inspect-max-inflight must be at least 1, got 0/],
  ])("refuses %j with the usage", async (args, message) => {
    const { code, errors } = await runCli(args);
    expect(code).toBe(2);
    expect(errors).toMatch(message);
    expect(errors).toMatch(/Usage: devnet/);
  });

  test("a command that cannot start stops the devnet with a message", async () => {
    const { code, errors } = await runCli([...freePorts, "--", "/nonexistent/app"]);
    expect(code).toBe(1);
    expect(errors).toMatch(
      /could not start the application "\/nonexistent\/app": spawn \/nonexistent\/app ENOENT/,
    );
  });

  test("runs a host-mode application: inputs and inspects reach it; Ctrl-C stops it too", async () => {
    const devnet = await startCli([
      ...freePorts,
      "--block-time",
      "0",
      "--",
      process.execPath,
      fixture("app.mjs"),
    ]);
    try {
      const rollupUrl = /ROLLUP_HTTP_SERVER_URL=(\S+)/.exec(devnet.output)![1]!;
      await devnet.addInput("via the command");
      const input = await processedInput(devnet.nodeUrl, 0n);
      expect(input.status).toBe("ACCEPTED");
      const inspected = await fetch(devnet.inspectUrl, { method: "POST", body: "x" });
      expect(await inspected.json()).toMatchObject({
        reports: [{ payload: toHex("inspected x") }],
      });
      expect(await devnet.stop()).toBe(0);
      await expect(fetch(`${rollupUrl}/finish`, { method: "POST" })).rejects.toThrow();
    } finally {
      devnet.kill();
    }
  });

  test("runs a --handler module: its default export takes inputs, its inspect export inspects", async () => {
    const devnet = await startCli([
      ...freePorts,
      "--block-time",
      "0",
      "--handler",
      fixture("handler.ts"),
      "--name",
      "mine",
      "--cors-origin",
      "http://app.example.com",
    ]);
    try {
      expect(devnet.output).toMatch(/^Handler\s+\S+fixtures\/handler\.ts$/m);
      await devnet.addInput("to the module");
      const input = await processedInput(devnet.nodeUrl, 0n, "mine");
      expect(input.status).toBe("ACCEPTED");
      const [report] = await rpcData<{ raw_data: `0x${string}` }[]>(
        devnet.nodeUrl,
        "cartesi_listReports",
        ["mine"],
      );
      expect(hexToString(report!.raw_data)).toBe("handled input 0");
      expect(devnet.output).toMatch(/^CORS\s+http:\/\/app\.example\.com$/m);
      const inspected = await fetch(devnet.inspectUrl, {
        method: "POST",
        body: "q",
        headers: { origin: "http://app.example.com" },
      });
      expect(inspected.headers.get("access-control-allow-origin")).toBe("http://app.example.com");
      expect(await inspected.json()).toStrictEqual({
        status: "Accepted",
        reports: [{ payload: toHex("q") }, { payload: toHex("after 1 inputs") }],
        processed_input_count: 1,
      });
      expect(await devnet.stop()).toBe(0);
    } finally {
      devnet.kill();
    }
  });
});

describe("devnet proofs and devnet foreclose", () => {
  // One running devnet whose application holds an accepted claim, then each command on it in turn,
  // as a user runs them: each step spawns the command again, and has a test of its own.
  const alice = testAccounts[1]!.address;
  let devnet: Awaited<ReturnType<typeof startCli>>;
  let out: string;
  beforeAll(async () => {
    devnet = await startCli([...freePorts, "--block-time", "0"]);
    const { chain, nodeUrl } = devnet;
    const deposit = await depositErc20(chain, 1_000n, testAccounts[1]!);
    await processedInput(nodeUrl, 0n);
    const { publicClient } = clients(chain);
    // Past the deposit's epoch (10 blocks); the node mines the staging period itself.
    await mine(publicClient, Number(10n - (deposit.blockNumber % 10n)));
    await epochWithStatus(nodeUrl, deposit.blockNumber / 10n, "CLAIM_ACCEPTED");
    out = await mkdtemp(join(tmpdir(), "devnet-proofs-"));
  });
  afterAll(() => devnet?.kill());

  test("devnet proofs refuses while the application is not foreclosed", async () => {
    const early = await runCli([
      "proofs",
      "--account",
      alice,
      "--node",
      devnet.nodeUrl,
      "--out",
      out,
    ]);
    expect(early.code).toBe(1);
    expect(early.errors).toMatch(/is not foreclosed/);
  });

  test("devnet foreclose forecloses the running devnet's application, and the node sees it", async () => {
    const { chainUrl, nodeUrl, application } = devnet;
    const foreclosed = await runCli(["foreclose", "--chain-url", chainUrl, "--node", nodeUrl]);
    expect(foreclosed.errors).toBe("");
    expect(foreclosed.output).toMatch(
      new RegExp(`^Foreclosed ${application} in block \\d+ \\(transaction 0x[0-9a-f]{64}\\)$`, "m"),
    );
    await waitFor("the node to see the foreclosure", async () => {
      const data = await rpcData<Application>(nodeUrl, "cartesi_getApplication", ["echo"]);
      return data.foreclose_block !== "0x0" ? true : undefined;
    });
  });

  test("devnet foreclose refuses an application already foreclosed", async () => {
    const again = await runCli([
      "foreclose",
      "--chain-url",
      devnet.chainUrl,
      "--node",
      devnet.nodeUrl,
    ]);
    expect(again.code).toBe(1);
    expect(again.errors).toMatch(/is already foreclosed/);
  });

  test("devnet proofs then writes the account's proof files, as the node gives them", async () => {
    const { nodeUrl, application } = devnet;
    const written = await runCli(["proofs", "--account", alice, "--node", nodeUrl, "--out", out]);
    expect(written.code).toBe(0);
    const read = async (name: string) => JSON.parse(await readFile(join(out, name), "utf8"));
    const proofs = await withdrawalProofs({ node: nodeUrl, application, account: alice });
    expect(await read("drive-root-proof.json")).toStrictEqual(proofs.driveRootProof);
    expect(await read("account-proof.json")).toStrictEqual(proofs.accountProof);
    expect(proofs.accountProof.account_index).toBe("0x0");
  });

  test("the devnet still stops on SIGINT, with status 0", async () => {
    expect(await devnet.stop()).toBe(0);
  });
});

describe("devnet proofs and devnet foreclose, given wrong options", () => {
  test.each([
    [["proofs"], /--account is required/, /Usage: devnet proofs/],
    [["proofs", "--account", "0x12"], /--account must be an address/, /Usage: devnet proofs/],
    [
      ["proofs", "--account", testAccounts[1]!.address, "--node", "nowhere"],
      /--node must be a URL, got nowhere/,
      /Usage: devnet proofs/,
    ],
    [
      ["foreclose", "--application", "0x12"],
      /--application must be an address/,
      /Usage: devnet foreclose/,
    ],
    [["foreclose", "--nope"], /Unknown option '--nope'/, /Usage: devnet foreclose/],
  ])("refuses %j with the command's usage", async (args, message, usage) => {
    const { code, errors } = await runCli(args);
    expect(code).toBe(2);
    expect(errors).toMatch(message);
    expect(errors).toMatch(usage);
  });
});
