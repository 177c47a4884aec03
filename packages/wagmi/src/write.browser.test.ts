// @vitest-environment node
// The write hooks in Chromium: a page of components written with the hooks alone (test/browser/app.tsx),
// bundled with esbuild and served with the local chain and node behind the same origin, and a
// browser wallet mock on the test accounts whose confirmations the test gives.

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getInput } from "@cartesi/viem";
import { applicationAbi } from "@cartesi/viem/abi";
import { testAccounts, v3ContractsRelease } from "@rollups-ts/chain";
import { build } from "esbuild";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { application, chain, node, nodeClient, publicClient, settleEpoch } from "../test/node.js";

const account = testAccounts[1]!.address;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let server: Server;
let origin: string;
let browser: Browser;
let page: Page;
/** Transactions the page's wallet holds until the test answers them. */
const pending: ((approved: boolean) => void)[] = [];

/** Forwards a JSON-RPC request of the page to the chain or the node, so the page needs no CORS. */
async function forward(target: string, body: string) {
  const response = await fetch(target, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [`${import.meta.dirname}/../test/browser/app.tsx`],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    target: "es2022",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  const script = bundle.outputFiles[0]!.text;
  const setup = {
    chainId: chain.chainId,
    version:
      chain.generation === "v3" ? v3ContractsRelease.replace(/^rollups-contracts-/, "") : "2.2.0",
    contracts: chain.contracts,
    application,
    token: chain.tokens.erc20,
    account,
  };
  const html = `<!doctype html><html><body><div id="root"></div><script>window.testSetup = ${JSON.stringify(setup)};</script><script type="module" src="/app.js"></script></body></html>`;
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (path === "/chain" || path === "/node") {
      let body = "";
      for await (const chunk of request) body += chunk;
      const { status, text } = await forward(path === "/chain" ? chain.url : node.url, body);
      response.writeHead(status, { "content-type": "application/json" }).end(text);
    } else if (path === "/app.js") {
      response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    } else if (path === "/") {
      response.writeHead(200, { "content-type": "text/html" }).end(html);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  page = await browser.newPage();
  // Every wait below is for the chain or the node, not a render: a bound, not a measure.
  page.setDefaultTimeout(60_000);
  await page.exposeFunction(
    "walletConfirm",
    () => new Promise<boolean>((resolve) => pending.push(resolve)),
  );
  await open("/");
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function open(path: string) {
  await page.goto(`${origin}${path}`);
  await page.getByLabel("account").filter({ hasText: account }).waitFor();
}

/** Answers the wallet's next confirmation, once the page has asked for it. */
async function confirm(approved: boolean) {
  await expect.poll(() => pending.length, { timeout: 60_000 }).toBe(1);
  pending.shift()!(approved);
}

/** Waits until the paragraph labelled `label` shows a text that matches `text`; returns it. */
async function shows(label: string, text: RegExp): Promise<string> {
  const paragraph = page.getByLabel(label).filter({ hasText: text });
  await paragraph.waitFor().catch(async (error: Error) => {
    // What the page showed instead, in the failure.
    throw new Error(`${label}: ${await page.getByLabel(label).textContent()}`, { cause: error });
  });
  return (await paragraph.textContent())!;
}

const nonce = () => publicClient.getTransactionCount({ address: account });

test("an input sent with useAddInput is followed to the node by useWaitForTransactionInput", async () => {
  await page.getByRole("button", { name: "Send" }).click();
  await shows("send status", /^Confirm in your wallet…$/);
  await confirm(true);
  const text = await shows("send status", /^Input \d+: ACCEPTED$/);
  const inputIndex = BigInt(text.match(/\d+/)![0]);
  const input = await getInput(nodeClient, { application, inputIndex });
  expect(input.decodedData.payload).toBe("0x68656c6c6f");
}, 120_000);

test("a rejected signature shows viem's UserRejectedRequestError, and nothing is sent", async () => {
  const before = await nonce();
  await page.getByRole("button", { name: "Send" }).click();
  await confirm(false);
  await shows("send status", /^User rejected the request\.$/);
  expect(await nonce()).toBe(before);
}, 120_000);

test("a wallet on another chain shows viem's ChainMismatchError, and is not asked to sign", async () => {
  const before = await nonce();
  await page.evaluate(() => {
    window.walletChainId = 1;
  });
  try {
    await page.getByRole("button", { name: "Send" }).click();
    await shows("send status", /^The current chain of the wallet \(id: 1\) does not match/);
  } finally {
    await page.evaluate(() => {
      window.walletChainId = undefined;
    });
  }
  expect(pending).toEqual([]);
  expect(await nonce()).toBe(before);
}, 120_000);

test("an ERC-20 deposit without allowance shows the token's revert; approved, it is processed", async () => {
  await shows("allowance", /^0$/);
  await page.getByRole("button", { name: "Deposit tokens" }).click();
  await shows("token status", /insufficient allowance/);

  await page.getByRole("button", { name: "Approve" }).click();
  await confirm(true);
  // Refetched once the approval is mined.
  await shows("allowance", /^100$/);
  await page.getByRole("button", { name: "Deposit tokens" }).click();
  await confirm(true);
  await shows("token status", /^Input \d+: ACCEPTED$/);
  await shows("allowance", /^0$/);
}, 120_000);

test("Ether deposited with useDepositEther; its voucher executed with useExecuteOutput", async () => {
  await page.getByRole("button", { name: "Deposit Ether" }).click();
  await confirm(true);
  const text = await shows("ether status", /^Input \d+: ACCEPTED$/);
  const inputIndex = BigInt(text.match(/\d+/)![0]);
  const { epochIndex } = await getInput(nodeClient, { application, inputIndex });
  await settleEpoch(epochIndex);

  await open(`/?voucherOf=${inputIndex}`);
  const execute = page.getByRole("button", { name: "Execute" });
  await expect.poll(() => execute.isEnabled(), { timeout: 60_000 }).toBe(true);
  await execute.click();
  await confirm(true);
  const executed = await shows("execute status", /^voucher \d+ executed in 0x[0-9a-f]{64}$/);
  const [, outputIndex, hash] = executed.match(/^voucher (\d+) executed in (0x[0-9a-f]{64})$/)!;
  expect(
    (await publicClient.waitForTransactionReceipt({ hash: hash as `0x${string}` })).status,
  ).toBe("success");
  const wasExecuted = await publicClient.readContract({
    address: application,
    abi: applicationAbi,
    functionName: "wasOutputExecuted",
    args: [BigInt(outputIndex!)],
  });
  expect(wasExecuted).toBe(true);
}, 180_000);
