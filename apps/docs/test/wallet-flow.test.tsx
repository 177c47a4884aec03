// @vitest-environment happy-dom
import { applicationAbi } from "@cartesi/viem/abi";
import { testAccounts } from "@rollups-ts/chain";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createPublicClient, createWalletClient, erc1155Abi, http } from "viem";
import { afterAll, beforeAll, expect, test } from "vitest";
import { Connect, devnet, Providers } from "../examples/wagmi/wallet/config";
import { DepositBatchERC1155 } from "../examples/wagmi/wallet/depositBatchERC1155";
import { DepositERC20 } from "../examples/wagmi/wallet/depositERC20";
import { DepositERC721 } from "../examples/wagmi/wallet/depositERC721";
import { DepositEther } from "../examples/wagmi/wallet/depositEther";
import { DepositSingleERC1155 } from "../examples/wagmi/wallet/depositSingleERC1155";
import { ExecuteVoucher } from "../examples/wagmi/wallet/executeVoucher";
import { SendInput } from "../examples/wagmi/wallet/sendInput";
import { testWallet } from "./wallet";

// Every wait here is for requests to the chain or the node (a gas estimate, a receipt, a poll),
// not for a render: 1 s, Testing Library's default, is not a bound for those on a busy machine.
configure({ asyncUtilTimeout: 30_000 });

const chainUrl = "http://127.0.0.1:8545";
const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// Account 1, as in the other examples: the local node submits its claims from account 0.
const account = testAccounts[1]!.address;

/**
 * Every text the paragraph showed from now on, in order: the progress a reader sees. React
 * changes a lone text child in place, so each change leaves its old value in a mutation record.
 */
function recordTexts(paragraph: HTMLElement): () => string[] {
  const texts = [paragraph.textContent ?? ""];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (
        record.type === "characterData" &&
        record.oldValue !== null &&
        record.oldValue !== texts.at(-1)
      )
        texts.push(record.oldValue);
    }
  });
  observer.observe(paragraph, { subtree: true, characterData: true, characterDataOldValue: true });
  return () => {
    for (const record of observer.takeRecords())
      if (record.oldValue !== null && record.oldValue !== texts.at(-1)) texts.push(record.oldValue);
    observer.disconnect();
    const current = paragraph.textContent ?? "";
    return current === texts.at(-1) ? texts.slice(1) : [...texts.slice(1), current];
  };
}

/** The status paragraph of the button that says `label`: the paragraph after it. */
const statusOf = (label: string) =>
  screen.getByRole("button", { name: label }).nextElementSibling as HTMLElement;

const wallet = testWallet(account);

/**
 * Clicks the button that says `label`, approves the transaction in the wallet and waits until the
 * node has processed the input, checking each step the component showed, from hooks alone; returns
 * the input's index.
 */
async function sendAndWaitForInput(label: string): Promise<bigint> {
  const status = statusOf(label);
  const texts = recordTexts(status);
  fireEvent.click(screen.getByRole("button", { name: label }));
  await wallet.confirm(true);
  await waitFor(() => expect(status.textContent).toMatch(/^Input \d+: ACCEPTED$/));
  expect(texts()).toEqual([
    "Confirm in your wallet…",
    "Sent: waiting for the block…",
    "On chain: waiting for the node…",
    status.textContent,
  ]);
  return BigInt(status.textContent!.match(/^Input (\d+)/)![1]!);
}

/** Clicks an approval button, confirms it, and waits until the form reads the approval back. */
async function approve(label: string, approved: () => void) {
  await waitFor(() =>
    expect(screen.getByRole<HTMLButtonElement>("button", { name: label }).disabled).toBe(false),
  );
  fireEvent.click(screen.getByRole("button", { name: label }));
  await wallet.confirm(true);
  // Read again once the approval is mined: the write hooks refetch the reads they change.
  await waitFor(approved);
}

/**
 * The viem examples, which run before this file, leave the ERC-1155 portals approved for the
 * account: revoked, so the forms start from "approve first" and the test approves them itself.
 */
async function revokeERC1155Approvals() {
  const chainClient = createWalletClient({ account, transport: http(chainUrl) });
  const publicClient = createPublicClient({ transport: http(chainUrl) });
  for (const portal of [
    devnet.contracts.erc1155SinglePortal,
    devnet.contracts.erc1155BatchPortal,
  ]) {
    const hash = await chainClient.writeContract({
      address: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
      abi: erc1155Abi,
      functionName: "setApprovalForAll",
      args: [portal, false],
      chain: null,
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe("success");
  }
}

beforeAll(async () => {
  await revokeERC1155Approvals();
  (window as unknown as { ethereum: unknown }).ethereum = wallet.provider;
  render(
    <Providers>
      <Connect />
      <SendInput />
      <DepositEther />
      <DepositERC20 />
      <DepositERC721 />
      <DepositSingleERC1155 />
      <DepositBatchERC1155 />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Connect Injected" }));
  await screen.findByText(`Connected: ${account}`);
});

afterAll(() => cleanup());

test("a rejected signature shows the wallet's message and sends nothing", async () => {
  const status = statusOf('Send "hello"');
  fireEvent.click(screen.getByRole("button", { name: 'Send "hello"' }));
  await waitFor(() => expect(status.textContent).toBe("Confirm in your wallet…"));
  await wallet.confirm(false);
  await waitFor(() => expect(status.textContent).toBe("User rejected the request."));
});

test("a wallet on another chain shows viem's ChainMismatchError, and is not asked to sign", async () => {
  const status = statusOf('Send "hello"');
  wallet.onChain(1);
  try {
    fireEvent.click(screen.getByRole("button", { name: 'Send "hello"' }));
    await waitFor(() =>
      expect(status.textContent).toMatch(
        /^The current chain of the wallet \(id: 1\) does not match the target chain for the transaction \(id: 31337/,
      ),
    );
  } finally {
    wallet.onChain(undefined);
  }
});

test("SendInput sends an input from the connected wallet and shows each step", async () => {
  await sendAndWaitForInput('Send "hello"');
});

test("DepositERC20: without an allowance the deposit shows the token's revert; approved first, it is processed", async () => {
  const allowance = () => screen.getByText(/^Allowance: /).textContent;
  await waitFor(() => expect(allowance()).toBe("Allowance: 0 (approve first)"));
  const status = statusOf("Deposit 10 tokens");
  fireEvent.click(screen.getByRole("button", { name: "Deposit 10 tokens" }));
  await waitFor(() => expect(status.textContent).toMatch(/ERC20: insufficient allowance/));

  await approve("Approve 10 tokens", () => expect(allowance()).toBe("Allowance: 10"));
  expect(
    screen.getByRole<HTMLButtonElement>("button", { name: "Approve 10 tokens" }).disabled,
  ).toBe(true);
  await sendAndWaitForInput("Deposit 10 tokens");
  await waitFor(() => expect(allowance()).toBe("Allowance: 0 (approve first)"));
});

test("DepositERC721 approves its token for the portal, then deposits it", async () => {
  await approve("Approve token 4", () => screen.getByText("Token 4: approved"));
  await sendAndWaitForInput("Deposit token 4");
});

test("DepositSingleERC1155 and DepositBatchERC1155 approve each portal, then deposit", async () => {
  await approve("Approve the single portal", () =>
    expect(
      screen.getByRole<HTMLButtonElement>("button", { name: "Deposit 10 of token 0" }).disabled,
    ).toBe(false),
  );
  await sendAndWaitForInput("Deposit 10 of token 0");
  await approve("Approve the batch portal", () =>
    expect(
      screen.getByRole<HTMLButtonElement>("button", {
        name: "Deposit 5 of token 3 and 6 of token 4",
      }).disabled,
    ).toBe(false),
  );
  await sendAndWaitForInput("Deposit 5 of token 3 and 6 of token 4");
});
test("DepositEther deposits, and ExecuteVoucher executes the voucher the deposit asked for", async () => {
  const inputIndex = await sendAndWaitForInput("Deposit 1 ETH");

  render(
    <Providers>
      <ExecuteVoucher inputIndex={inputIndex} />
    </Providers>,
  );
  const voucher = await screen.findByText(/^Voucher \d+: /);
  expect(voucher.textContent).toMatch(/^Voucher \d+: 1 ETH to 0x[0-9a-fA-F]{40}$/);
  const [, index, destination] = voucher.textContent!.match(/^Voucher (\d+): 1 ETH to (\S+)$/)!;
  expect(destination).toBe(account);
  const outputIndex = BigInt(index!);
  // The epoch closes after 10 blocks, one a second, then the node's claim is accepted.
  await screen.findByText("Ready to execute", {}, { timeout: 60_000 });
  const progress = statusOf("Execute");
  const executeTexts = recordTexts(progress);
  fireEvent.click(screen.getByRole("button", { name: "Execute" }));
  await wallet.confirm(true);
  await waitFor(() => expect(progress.textContent).toBe(`Voucher ${outputIndex}: executed`));
  expect(executeTexts()).toEqual([
    "Confirm in your wallet…",
    "Waiting for the transaction…",
    `Voucher ${outputIndex}: executed`,
  ]);

  const chain = createPublicClient({ transport: http(chainUrl) });
  const executed = await chain.readContract({
    address: application,
    abi: applicationAbi,
    functionName: "wasOutputExecuted",
    args: [outputIndex],
  });
  expect(executed).toBe(true);
});
