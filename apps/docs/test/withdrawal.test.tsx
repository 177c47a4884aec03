// @vitest-environment happy-dom
// The withdrawal examples. They foreclose the application, which cannot be undone, so they run
// last (vitest.config.ts) between an anvil snapshot and its revert: the guardian forecloses with
// `Foreclose`, the script withdraws account 1 (then the chain goes back to just after the
// foreclosure), `Withdraw` does the same from a component, and the read hooks' examples show the
// result.

import { withdrawalProofs } from "@cartesi/local-devnet";
import {
  createCartesiPublicClient,
  getInputsAddedFromReceipt,
  publicActionsL1,
  walletActionsL1,
} from "@cartesi/viem";
import { mine, revert, snapshot, testAccounts } from "@rollups-ts/chain";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http, parseEther } from "viem";
import { anvil } from "viem/chains";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { Providers as ReadProviders } from "../examples/wagmi/config";
import { Connect, devnet, Providers } from "../examples/wagmi/wallet/config";
import { Foreclose } from "../examples/wagmi/wallet/foreclose";
import { Withdraw } from "../examples/wagmi/wallet/withdraw";
import { exampleComponent, expectedLogs, printedBy, renderedLines } from "./examples-run";
import { foreclosedExamples } from "./foreclosed";
import { testWallet } from "./wallet";

// Every wait here is for the chain or the node, not for a render.
configure({ asyncUtilTimeout: 30_000 });

const chainUrl = "http://127.0.0.1:8545";
const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// The local chain's test ERC-20 token, whose balances the devnet's application keeps in its accounts drive.
const token = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
// Account 1, as in the other examples: the local node submits its claims from account 0.
const account = testAccounts[1]!;

const publicClient = createPublicClient({
  chain: anvil,
  transport: http(chainUrl),
  pollingInterval: 50,
}).extend(publicActionsL1());
const walletClient = createWalletClient({
  account,
  chain: anvil,
  transport: http(chainUrl),
}).extend(walletActionsL1({ deployments: [devnet] }));
const node = createCartesiPublicClient({
  transport: http("http://127.0.0.1:6751/rpc"),
  pollingInterval: 50,
});
const wallet = testWallet(account.address);

const balance = () =>
  publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [account.address],
  });

/** Waits until the node has the input processed and the claim of its epoch accepted, mining as it goes. */
async function settle(inputIndex: bigint) {
  const input = await node.waitForInput({ application, inputIndex, waitProcessing: true });
  await vi.waitFor(
    async () => {
      const epoch = await node.getEpoch({ application, epochIndex: input.epochIndex });
      if (epoch.status !== "CLAIM_ACCEPTED") {
        await mine(publicClient, 1);
        throw new Error(`epoch ${input.epochIndex} is ${epoch.status}`);
      }
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** Waits until the node has followed the chain back: as many processed inputs, no withdrawal. */
async function nodeFollowsRevert(processedInputs: bigint) {
  await vi.waitFor(
    async () => {
      expect(await node.getProcessedInputCount({ application })).toBe(processedInputs);
      const { pagination } = await node.listWithdrawals({ application });
      expect(pagination.totalCount).toBe(0);
    },
    { timeout: 30_000, interval: 50 },
  );
}

let beforeExamples: Hex;
let processedInputs: bigint;

beforeAll(async () => {
  beforeExamples = await snapshot(publicClient);
  processedInputs = await node.getProcessedInputCount({ application });
  // A deposit of account 1 in a claim the base layer accepted: the accounts drive holds it.
  const amount = parseEther("1");
  const approval = await walletClient.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: "approve",
    args: [devnet.contracts.erc20Portal, amount],
  });
  await publicClient.waitForTransactionReceipt({ hash: approval });
  const hash = await walletClient.depositERC20Tokens({ token, application, amount });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  const [added] = getInputsAddedFromReceipt(receipt, {
    inputBoxAddress: devnet.contracts.inputBox,
  });
  await settle(added!.input.index);

  (window as unknown as { ethereum: unknown }).ethereum = wallet.provider;
  render(
    <Providers>
      <Connect />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Connect Injected" }));
  await screen.findByText(`Connected: ${account.address}`);
}, 120_000);

afterAll(async () => {
  cleanup();
  await revert(publicClient, beforeExamples);
  await nodeFollowsRevert(processedInputs);
}, 60_000);

test("Foreclose: refused to an account other than the guardian; the guardian forecloses", async () => {
  const { guardian } = (await publicClient.getWithdrawalStatus({ application })).withdrawalConfig;
  const { container } = render(
    <Providers>
      <Foreclose />
    </Providers>,
  );
  await screen.findByText(`Guardian: ${guardian}`);
  await screen.findByText("Application: not-foreclosed");
  const nonce = await publicClient.getTransactionCount({ address: account.address });
  fireEvent.click(screen.getByRole("button", { name: "Foreclose" }));
  await waitFor(() =>
    expect(renderedLines(container).at(-1)).toBe(
      `${account.address} is not the guardian of application ${application}: only ${guardian} can foreclose it.`,
    ),
  );
  expect(await publicClient.getTransactionCount({ address: account.address })).toBe(nonce);

  wallet.switchAccount(guardian);
  try {
    await screen.findByText(`Connected: ${guardian}`);
    fireEvent.click(screen.getByRole("button", { name: "Foreclose" }));
    await wallet.confirm(true);
    // Read again by useForeclose once mined: the component polls nothing.
    await screen.findByText("Application: ready-to-prove");
  } finally {
    wallet.switchAccount(account.address);
  }
  await screen.findByText(`Connected: ${account.address}`);
  cleanup();
});

test("the script proves the accounts drive root and withdraws account 1", async () => {
  const afterForeclosure = await snapshot(publicClient);
  const example = foreclosedExamples.find((example) => example.startsWith("viem/"))!;
  expect(await printedBy(example)).toEqual(expectedLogs(example));
  // Back to just after the foreclosure, for the component to do the same.
  await revert(publicClient, afterForeclosure);
  await nodeFollowsRevert(processedInputs + 1n);
});

test("Withdraw proves the root and withdraws account 1; the tokens come back", async () => {
  const proofs = await withdrawalProofs({
    node: "http://127.0.0.1:6751/rpc",
    application,
    account: account.address,
  });
  const accountIndex = BigInt(proofs.accountProof.account_index);
  const before = await balance();
  render(
    <Providers>
      <Withdraw {...proofs} />
    </Providers>,
  );
  await screen.findByText(`Account ${accountIndex}: ready-to-prove`);
  await screen.findByText("Prove the accounts drive root first");
  fireEvent.click(screen.getByRole("button", { name: "Prove the accounts drive root" }));
  await wallet.confirm(true);
  await screen.findByText(`Account ${accountIndex}: ready-to-withdraw`);
  await screen.findByText("Ready to withdraw");
  fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
  await wallet.confirm(true);
  await screen.findByText(`Account ${accountIndex}: withdrawn`);
  await screen.findByText("Withdrawn");
  // The account's balance in the drive: 8 bytes little-endian first (the devnet's layout).
  const bytes = Buffer.from(proofs.accountProof.account.slice(2, 18), "hex");
  expect((await balance()) - before).toBe(bytes.readBigUInt64LE());
  cleanup();
});

test.each(foreclosedExamples.filter((example) => example.startsWith("wagmi/")))(
  "%s renders what its // @log: lines say",
  async (example) => {
    // The node's records follow the chain: wait until it has the withdrawal.
    await vi.waitFor(() => node.getWithdrawal({ application, accountIndex: 0n }), {
      timeout: 30_000,
      interval: 50,
    });
    const Example = await exampleComponent(example);
    const { container } = render(
      <ReadProviders>
        <Example />
      </ReadProviders>,
    );
    await waitFor(() => expect(renderedLines(container)).toEqual(expectedLogs(example)));
    cleanup();
  },
);
