import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { type Devnet, type RollupsNode, startDevnet, startNode } from "@cartesi/local-devnet";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectBrowser, origin, type Session, session } from "./browser.ts";

connectBrowser();

// The built ES modules of @cartesi/rpc, as a page loads them (it has no dependencies).
const rpcDist = dirname(createRequire(import.meta.url).resolve("@cartesi/rpc"));

let modules: Server;
let base: string;
let devnet: Devnet;
let allowing: RollupsNode;
let browser: Session;

beforeAll(async () => {
  // The package's modules, served from the loopback interface for the page to import. (Through
  // Playwright's request interception instead, the page's requests could not reach the loopback
  // address space at all: Chromium's local network access check, not CORS.)
  modules = createServer(async (request, response) => {
    const file = join(rpcDist, new URL(request.url ?? "/", base).pathname);
    response.writeHead(200, {
      "content-type": "text/javascript",
      "access-control-allow-origin": "*",
    });
    response.end(await readFile(file));
  });
  await new Promise<void>((resolve) => modules.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(modules.address() as AddressInfo).port}`;
  // The devnet allows one other origin only, as a real node whose operator listed it.
  devnet = await startDevnet({ corsOrigins: ["http://app.example.com"], stdio: "ignore" });
  // A second node on the same chain that allows the page's origin.
  allowing = await startNode({ chain: devnet.chain, corsOrigins: [origin] });
  browser = await session();
  // A page of the site, whose origin the second node allows.
  await browser.goto("/");
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await allowing?.stop();
  await devnet?.stop();
  modules?.close();
});

/**
 * What the page gets from the node at `nodeUrl`: a JSON-RPC read and an inspect, or their errors.
 * The code is a string: Vitest would rewrite a function's `import()` for Node.
 */
const callFromPage = (page: Page, nodeUrl: string) =>
  page.evaluate<Record<"jsonRpc" | "inspect", Record<string, unknown>>>(`(async () => {
    const rpc = await import(${JSON.stringify(`${base}/index.js`)});
    const { inspect } = await import(${JSON.stringify(`${base}/inspect.js`)});
    const nodeUrl = ${JSON.stringify(nodeUrl)};
    const settle = (call) =>
      call.then(
        (value) => ({ value }),
        (error) => ({
          name: error.name,
          shortMessage: error.shortMessage,
          isHttpError: error instanceof rpc.HttpError,
        }),
      );
    return {
      jsonRpc: await settle(
        rpc
          .createClient({ url: nodeUrl, retryCount: 0 })
          .request("cartesi_getProcessedInputCount", { application: "echo" }),
      ),
      inspect: await settle(
        inspect({ url: nodeUrl, retryCount: 0 }, { application: "echo", payload: "hi" }),
      ),
    };
  })()`);

test("a node that does not allow the page's origin: a BrowserBlockedError that names what to allow", async () => {
  const { jsonRpc, inspect } = await callFromPage(browser.page, devnet.node.url);
  expect(jsonRpc).toStrictEqual({
    name: "BrowserBlockedError",
    shortMessage: expect.stringContaining("CARTESI_JSONRPC_CORS_ALLOWED_ORIGINS"),
    isHttpError: true,
  });
  expect(inspect).toStrictEqual({
    name: "BrowserBlockedError",
    shortMessage: expect.stringContaining("CARTESI_INSPECT_CORS_ALLOWED_ORIGINS"),
    isHttpError: true,
  });
  // What blocked them is CORS: the browser says so in the console, where the page cannot read it.
  const blocked = browser.problems.filter((problem) =>
    problem.startsWith("console: Access to fetch"),
  );
  expect(blocked).toHaveLength(2);
  for (const problem of blocked) expect(problem).toMatch(/No 'Access-Control-Allow-Origin' header/);
  // The troubleshooting page quotes what the page and its console say.
  const troubleshooting = await readFile(
    new URL("../pages/viem/troubleshooting.mdx", import.meta.url),
    "utf8",
  );
  expect(troubleshooting).toContain(`"${jsonRpc.shortMessage}"`);
  expect(troubleshooting).toContain(
    `"No 'Access-Control-Allow-Origin' header is present on the requested resource"`,
  );
  expect(blocked[0]).toContain(
    "No 'Access-Control-Allow-Origin' header is present on the requested resource",
  );
});

test("with the page's origin allowed, both answer", async () => {
  browser.problems.length = 0;
  const { jsonRpc, inspect } = await callFromPage(browser.page, allowing.url);
  expect(jsonRpc).toStrictEqual({ value: { data: expect.stringMatching(/^0x[0-9a-f]+$/) } });
  expect(inspect).toMatchObject({
    value: { status: "Accepted", reports: [{ payload: "0x6869" }] },
  });
  expect(browser.problems).toEqual([]);
});

test("a node at capacity, to an allowed origin: the page reads the 503 and its text, not its headers; the request id comes from the text", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered!: () => void;
  const running = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const busy = await startNode({
    chain: devnet.chain,
    corsOrigins: [origin],
    inspectMaxInflight: 1,
    inspect: async (payload) => {
      entered();
      await held;
      return { reports: [payload] };
    },
  });
  try {
    browser.problems.length = 0;
    // The first inspect takes the node's one place, and waits.
    const first = browser.page.evaluate(`(async () => {
      const { inspect } = await import(${JSON.stringify(`${base}/inspect.js`)});
      const answer = await inspect({ url: ${JSON.stringify(busy.url)} }, { application: "echo", payload: "first" });
      return answer.status;
    })()`);
    await running;
    const seen = await browser.page.evaluate<{
      status: number;
      text: string;
      retryAfter: string | null;
      requestIdHeader: string | null;
      error: { name: string; requestId: string | undefined };
    }>(`(async () => {
      const { inspect } = await import(${JSON.stringify(`${base}/inspect.js`)});
      const response = await fetch(${JSON.stringify(busy.inspectUrl)}, { method: "POST", body: "raw" });
      const error = await inspect({ url: ${JSON.stringify(busy.url)}, retryCount: 0 }, { application: "echo", payload: "second" }).then(
        () => undefined,
        (error) => ({ name: error.name, requestId: error.requestId }),
      );
      return {
        status: response.status,
        text: await response.text(),
        retryAfter: response.headers.get("retry-after"),
        requestIdHeader: response.headers.get("x-request-id"),
        error,
      };
    })()`);
    expect(seen.status).toBe(503);
    expect(seen.text).toMatch(/^service at capacity \(request_id=[0-9a-f-]{36}\)\n$/);
    // The node sent both headers; it exposes neither to another origin's page.
    expect(seen.retryAfter).toBeNull();
    expect(seen.requestIdHeader).toBeNull();
    expect(seen.error.name).toBe("AtCapacityError");
    expect(seen.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    release();
    expect(await first).toBe("Accepted");
    // Outside a browser, the same answer shows its headers.
    const direct = await fetch(busy.inspectUrl, { method: "POST", body: "direct" });
    expect(direct.status).toBe(200);
    expect(direct.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // Only the browser's own report of the 503s: no other problem.
    expect(browser.problems.filter((problem) => !/503/.test(problem))).toEqual([]);
  } finally {
    release();
    await busy.stop();
  }
});
