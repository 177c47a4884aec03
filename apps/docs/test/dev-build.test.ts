// @vitest-environment node
// The docs' wallet components in Chromium with React's development build, which serializes the
// props a component's render changed (its performance tracks) and throws on the bigints a viem
// error's `args` hold (facebook/react#35004): a deposit the token refuses, and one the user refuses
// in the wallet, go through `Progress` without breaking the page.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { testAccounts } from "@rollups-ts/chain";
import { build } from "esbuild";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

// Its own account, whose allowance no other example touches.
const account = testAccounts[4]!.address;

let server: Server;
let browser: Browser;
let page: Page;
/** What went wrong in the page: uncaught exceptions and console errors. */
const problems: string[] = [];
/** Transactions the page's wallet holds until the test answers them. */
const pending: ((approved: boolean) => void)[] = [];

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [`${import.meta.dirname}/dev-build/page.tsx`],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    target: "es2022",
    define: { "process.env.NODE_ENV": '"development"' },
    logLevel: "error",
  });
  const script = bundle.outputFiles[0]!.text;
  expect(script).toContain("react-dom-client.development");
  const html = `<!doctype html><html><body><div id="root"></div><script>window.walletAccount = ${JSON.stringify(account)};</script><script type="module" src="/page.js"></script></body></html>`;
  server = createServer((request, response) => {
    if (request.url === "/page.js")
      response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    else response.writeHead(200, { "content-type": "text/html" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  page = await browser.newPage();
  // Every wait below is for the chain or the node, not a render: a bound, not a measure.
  page.setDefaultTimeout(60_000);
  page.on("pageerror", (error) => problems.push(`exception: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  await page.exposeFunction(
    "walletConfirm",
    () => new Promise<boolean>((resolve) => pending.push(resolve)),
  );
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.getByRole("button", { name: "Connect Injected" }).click();
  await page.getByText(`Connected: ${account}`).waitFor();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** The paragraph after the deposit button: what `Progress` shows. */
const progress = () =>
  page.getByRole("button", { name: "Deposit 10 tokens" }).locator("xpath=following-sibling::p[1]");

test("a deposit the token refuses shows its revert through Progress, and the page keeps working", async () => {
  await page.getByText("Allowance: 0 (approve first)").waitFor();
  await page.getByRole("button", { name: "Deposit 10 tokens" }).click();
  await expect.poll(() => progress().textContent()).toMatch(/ERC20: insufficient allowance/);
  expect(problems).toEqual([]);
});

test("a deposit the user rejects in the wallet shows the wallet's message, and the page keeps working", async () => {
  await page.getByRole("button", { name: "Approve 10 tokens" }).click();
  await expect.poll(() => pending.length).toBe(1);
  pending.shift()!(true);
  await page.getByText("Allowance: 10").waitFor();
  await page.getByRole("button", { name: "Deposit 10 tokens" }).click();
  await expect.poll(() => progress().textContent()).toBe("Confirm in your wallet…");
  await expect.poll(() => pending.length).toBe(1);
  pending.shift()!(false);
  await expect.poll(() => progress().textContent()).toBe("User rejected the request.");
  // The form still answers: another deposit asks the wallet again.
  await page.getByRole("button", { name: "Deposit 10 tokens" }).click();
  await expect.poll(() => pending.length).toBe(1);
  pending.shift()!(false);
  await expect.poll(() => progress().textContent()).toBe("User rejected the request.");
  expect(problems).toEqual([]);
});
