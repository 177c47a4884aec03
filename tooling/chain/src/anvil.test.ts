import { spawn } from "node:child_process";
import { describe, expect, test } from "vitest";
import { startAnvil } from "./anvil.ts";

async function blockNumber(url: string): Promise<string> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber" }),
  });
  return ((await response.json()) as { result: string }).result;
}

async function refusesConnections(url: string): Promise<boolean> {
  return blockNumber(url).then(
    () => false,
    () => true,
  );
}

describe("startAnvil", () => {
  test("listens on a free loopback port and stops cleanly", async () => {
    const anvil = await startAnvil();
    expect(anvil.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await blockNumber(anvil.url)).toBe("0x0");
    await anvil.stop();
    await expect
      .poll(() => refusesConnections(anvil.url), { timeout: 5_000, interval: 50 })
      .toBe(true);
  });

  test("two chains run side by side on different ports", async () => {
    const [a, b] = await Promise.all([startAnvil(), startAnvil()]);
    expect(a.port).not.toBe(b.port);
    await Promise.all([a.stop(), b.stop()]);
  });

  test("anvil goes away when the process that started it is killed outright", async () => {
    const script = `import { startAnvil } from ${JSON.stringify(new URL("./anvil.ts", import.meta.url).pathname)};
const anvil = await startAnvil(); console.log(anvil.url); setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ["--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const url = await new Promise<string>((resolve) =>
      parent.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    expect(await blockNumber(url)).toBe("0x0");
    parent.kill("SIGKILL");
    await expect.poll(() => refusesConnections(url), { timeout: 5_000, interval: 50 }).toBe(true);
  });
});
