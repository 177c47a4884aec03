import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, test } from "vitest";
import { rpcData } from "./test-utils.ts";

async function blockNumber(url: string): Promise<bigint> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber" }),
  });
  return BigInt(((await response.json()) as { result: string }).result);
}

describe("devnet command", () => {
  test("starts a chain that mines on its own and a node, prints them, and stops both on SIGINT", async () => {
    const cli = spawn(
      process.execPath,
      [new URL("./cli.ts", import.meta.url).pathname, "--port", "0", "--node-port", "0"],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    cli.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      while (!output.includes("Press Ctrl-C")) {
        if (cli.exitCode !== null) throw new Error(`devnet exited early:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const chainUrl = /^Chain\s+(\S+)/m.exec(output)![1]!;
      const nodeUrl = /^Node\s+(\S+)/m.exec(output)![1]!;
      expect(nodeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/rpc$/);
      expect(output).toMatch(/^inputBox\s+0x1b51e2992A2755Ba4D6F7094032DF91991a0Cfac$/m);
      expect(output).toMatch(
        /^Application\s+0x[0-9a-fA-F]{40} \(name echo, epoch length 10 blocks\)$/m,
      );
      expect(await rpcData(nodeUrl, "cartesi_getChainId")).toBe("0x7a69");

      const start = await blockNumber(chainUrl);
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      expect(await blockNumber(chainUrl)).toBeGreaterThan(start);

      cli.kill("SIGINT");
      const [code] = await once(cli, "exit");
      expect(code).toBe(0);
      await expect(blockNumber(chainUrl)).rejects.toThrow();
      await expect(fetch(nodeUrl, { method: "POST", body: "{}" })).rejects.toThrow();
    } finally {
      if (cli.exitCode === null) cli.kill("SIGKILL");
    }
  });

  test("refuses a malformed flag with the usage", async () => {
    const cli = spawn(
      process.execPath,
      [new URL("./cli.ts", import.meta.url).pathname, "--node-port", "abc"],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let errors = "";
    cli.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const [code] = await once(cli, "exit");
    expect(code).toBe(2);
    expect(errors).toMatch(/--node-port must be a whole number, got abc/);
    expect(errors).toMatch(/Usage: pnpm devnet/);
  });
});
