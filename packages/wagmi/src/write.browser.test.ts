// @vitest-environment node
// The write hooks in Chromium: a page of components written with the hooks alone (test/browser/app.tsx),
// bundled with esbuild and served with the local chain and node behind the same origin, and a
// browser wallet mock on the test accounts whose confirmations the test gives.

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type RollupsNode, startNode } from "@cartesi/local-devnet";
import { depositErc20, isolate, waitFor, withdrawalProofs } from "@cartesi/local-devnet/test";
import { getInput, getProcessedInputCount, listOutputs } from "@cartesi/viem";
import { applicationAbi } from "@cartesi/viem/abi";
import { type Anvil, startAnvil, testAccounts } from "@rollups-ts/chain";
import { build } from "esbuild";
import { type Browser, chromium, type Page } from "playwright-core";
import { bytesToHex, createPublicClient, erc20Abi, hexToBigInt, hexToBytes, http } from "viem";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  application,
  chain,
  nextInputIndex,
  node,
  nodeClient,
  publicClient,
  settleEpoch,
} from "../test/node.js";

const account = testAccounts[1]!.address;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let server: Server;
let origin: string;
let browser: Browser;
let page: Page;
/** The chain a wallet on "another chain" is on: an anvil of its own, where the application is not. */
let otherChain: Anvil;
/** A second node of the chain, slow to look at it (every 1.5 s), as a node reading later blocks. */
let slowNode: RollupsNode;
/** The JSON-RPC methods each chain was asked through the test server, in order. */
const asked: Record<"chain" | "other-chain", string[]> = { chain: [], "other-chain": [] };
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
    version: chain.release,
    contracts: chain.contracts,
    application,
    token: chain.tokens.erc20,
    account,
    guardian: chain.application.withdrawalConfig?.guardian,
  };
  const html = `<!doctype html><html><body><div id="root"></div><script>window.testSetup = ${JSON.stringify(setup)};</script><script type="module" src="/app.js"></script></body></html>`;
  otherChain = await startAnvil({ chainId: 1 });
  slowNode = await startNode({ chain, pollingInterval: 1500, onError: () => {} });
  const targets: Record<string, string> = {
    "/chain": chain.url,
    "/other-chain": otherChain.url,
    "/node": node.url,
    "/slow-node": slowNode.url,
  };
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const target = targets[path];
    if (target) {
      let body = "";
      for await (const chunk of request) body += chunk;
      if (path === "/chain" || path === "/other-chain")
        for (const { method } of [JSON.parse(body)].flat() as { method: string }[])
          asked[path.slice(1) as keyof typeof asked].push(method);
      const { status, text } = await forward(target, body);
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
  await slowNode?.stop();
  await otherChain?.stop();
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
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await shows("send status", /^Confirm in your wallet…$/);
  await confirm(true);
  const text = await shows("send status", /^Input \d+: ACCEPTED$/);
  const inputIndex = BigInt(text.match(/\d+/)![0]);
  const input = await getInput(nodeClient, { application, inputIndex });
  expect(input.decodedData.payload).toBe("0x68656c6c6f");
}, 120_000);

test("a rejected signature shows viem's UserRejectedRequestError, and nothing is sent", async () => {
  const before = await nonce();
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await confirm(false);
  await shows("send status", /^User rejected the request\.$/);
  expect(await nonce()).toBe(before);
}, 120_000);

/** The methods of the writes a refused write must not have sent, on either chain: checks, estimates, transactions. */
const writeMethods = new Set([
  "eth_call",
  "eth_getCode",
  "eth_estimateGas",
  "eth_sendTransaction",
  "eth_sendRawTransaction",
]);

/** Clicks `button` with the wallet on another chain; returns what the send status showed, and what each chain and the wallet were asked meanwhile. */
async function onAnotherChain(button: string, status: RegExp) {
  const other = createPublicClient({ transport: http(otherChain.url) });
  const before = {
    nonce: await nonce(),
    otherNonce: await other.getTransactionCount({ address: account }),
  };
  await page.evaluate(() => window.switchWalletChain!(1));
  try {
    const since = {
      chain: asked.chain.length,
      "other-chain": asked["other-chain"].length,
      wallet: await page.evaluate(() => window.walletRequests.length),
    };
    await page.getByRole("button", { name: button, exact: true }).click();
    const shown = await shows("send status", status);
    const wallet = await page.evaluate((from) => window.walletRequests.slice(from), since.wallet);
    expect(pending).toEqual([]);
    expect(await nonce()).toBe(before.nonce);
    expect(await other.getTransactionCount({ address: account })).toBe(before.otherNonce);
    return {
      shown,
      // Requests of the page's reads may go on meanwhile; the write's would be among these.
      writes: [
        ...asked.chain.slice(since.chain),
        ...asked["other-chain"].slice(since["other-chain"]),
      ].filter((method) => writeMethods.has(method)),
      wallet,
    };
  } finally {
    await page.evaluate(() => window.switchWalletChain!(undefined));
  }
}

test("a wallet on another chain than the write's chainId: viem's ChainMismatchError naming both chains; nothing is checked, estimated or sent on either", async () => {
  const { shown, writes, wallet } = await onAnotherChain(
    "Send on the local chain",
    /^The current chain of the wallet \(id: 1\) does not match/,
  );
  expect(shown).toBe(
    `The current chain of the wallet (id: 1) does not match the target chain for the transaction (id: ${chain.chainId} – Local rollups chain).`,
  );
  expect(writes).toEqual([]);
  expect(wallet.filter((method) => writeMethods.has(method))).toEqual([]);
});

test("a wallet on a chain the config does not have, and no chainId: WalletChainNotConfiguredError naming the wallet's chain; nothing is checked or sent", async () => {
  const { shown, writes, wallet } = await onAnotherChain(
    "Send",
    /^The wallet is on chain 1, which the wagmi config does not have\.$/,
  );
  expect(shown).toBe("The wallet is on chain 1, which the wagmi config does not have.");
  expect(writes).toEqual([]);
  expect(wallet.filter((method) => writeMethods.has(method))).toEqual([]);
});

describe("reads of a node that looks at the chain every 1.5 s", () => {
  beforeAll(async () => {
    await open("/?node=slow");
  });
  afterAll(async () => {
    await open("/");
  });

  test("a component showing the outputs of the input it sent updates, without a reload, once the node processes it", async () => {
    await page.getByRole("button", { name: "Send two notices" }).click();
    await confirm(true);
    const text = await shows("sent outputs", /^input \d+: 2 outputs$/);
    const inputIndex = BigInt(text.match(/\d+/)![0]);
    expect((await listOutputs(nodeClient, { application, inputIndex })).data).toHaveLength(2);
  }, 120_000);

  test("a deposit without useWaitForTransactionInput shows the node's new input once processed", async () => {
    // The deposit's index, from the chain. The page's last input is read once it shows the input
    // before it: the last test's refresh may still be on its way, and a refetch that lands after
    // the node has the deposit's input skips that one.
    const next = await nextInputIndex();
    await shows("last input", new RegExp(`^Input ${next - 1n}: \\w+$`));
    await page.getByRole("button", { name: "Deposit without following" }).click();
    await confirm(true);
    await shows("deposit write", /^sent$/);
    await shows("last input", new RegExp(`^Input ${next}: ACCEPTED$`));
  }, 120_000);
});

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

// Foreclosure cannot be undone: the chain is reverted after these tests, and the node follows.
describe.runIf(chain.generation !== "v2")("withdrawing from a foreclosed application", () => {
  const deposit = 700n;
  let processedInputs: bigint;
  let proofs: Awaited<ReturnType<typeof withdrawalProofs>>;
  /** The balance the account holds in the drive: its first 8 bytes, little-endian (the devnet's layout). */
  const driveBalance = () =>
    hexToBigInt(bytesToHex(hexToBytes(proofs.accountProof.account).slice(0, 8).reverse()));
  const balance = () =>
    publicClient.readContract({
      address: chain.tokens.erc20,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [account],
    });

  beforeAll(async () => {
    processedInputs = await getProcessedInputCount(nodeClient, { application });
  });
  isolate(publicClient, {
    afterRevert: () =>
      waitFor("the node to follow the revert", async () =>
        (await getProcessedInputCount(nodeClient, { application })) === processedInputs
          ? true
          : undefined,
      ),
  });
  beforeAll(async () => {
    // The account's balance in the accounts drive, in a claim the base layer accepted.
    const receipt = await depositErc20(chain, deposit, testAccounts[1]!);
    const input = await waitFor("the deposit to be processed", async () => {
      const count = await getProcessedInputCount(nodeClient, { application });
      return count > processedInputs ? count - 1n : undefined;
    });
    const { epochIndex } = await getInput(nodeClient, { application, inputIndex: input });
    expect(epochIndex).toBe(receipt.blockNumber / chain.application.epochLength);
    await settleEpoch(epochIndex);
    await open("/?withdrawal");
  }, 120_000);

  test("useForeclose from an account other than the guardian is refused with NotGuardianError; nothing is sent", async () => {
    await shows("withdrawal status", /^not-foreclosed$/);
    const before = await nonce();
    await page.getByRole("button", { name: "Foreclose", exact: true }).click();
    await shows("foreclose status", /^NotGuardianError: .*guardian/);
    expect(pending).toEqual([]);
    expect(await nonce()).toBe(before);
  }, 120_000);

  test("the guardian forecloses with useForeclose; once mined, the status is read again", async () => {
    await page.getByRole("button", { name: "Foreclose as guardian" }).click();
    await confirm(true);
    await shows("withdrawal status", /^ready-to-prove$/);
  }, 120_000);

  test("useWithdraw before the root is proved is refused with AccountsDriveMerkleRootNotProvedError; nothing is sent", async () => {
    proofs = await withdrawalProofs({ node: node.url, application, account });
    await page.evaluate((proofs) => window.setWithdrawalProofs!(proofs), proofs as never);
    const before = await nonce();
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await shows("withdraw status", /^AccountsDriveMerkleRootNotProvedError: /);
    expect(pending).toEqual([]);
    expect(await nonce()).toBe(before);
  }, 120_000);

  test("useProveAccountsDriveMerkleRoot then useWithdraw: the status moves, the tokens come back, the node records the withdrawal", async () => {
    const before = await balance();
    await page.getByRole("button", { name: "Prove", exact: true }).click();
    await confirm(true);
    await shows("withdrawal status", /^ready-to-withdraw$/);
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await confirm(true);
    await shows("withdrawal status", /^withdrawn$/);
    await shows("waited status", /^withdrawn$/);
    const records = await shows("withdrawal records", /^account \d+$/);
    const accountIndex = records.match(/\d+/)![0];
    await shows("withdrawal record", new RegExp(`^account ${accountIndex}: 0x[0-9a-f]+$`));
    // The drive holds every deposit of the account up to the accepted claim, this one among them.
    expect(driveBalance()).toBeGreaterThanOrEqual(deposit);
    expect((await balance()) - before).toBe(driveBalance());
  }, 180_000);

  test("a second withdrawal of the account is refused with AccountFundsAlreadyWithdrawnError; nothing is sent", async () => {
    const before = await nonce();
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await shows("withdraw status", /^AccountFundsAlreadyWithdrawnError: /);
    expect(pending).toEqual([]);
    expect(await nonce()).toBe(before);
  }, 120_000);
});
