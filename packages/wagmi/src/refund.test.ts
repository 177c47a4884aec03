// The refund hooks, rendered, against applications of the rollups contracts 3.0.0-alpha.9 (the
// first release with refunds is 3.0.0-alpha.7): one deployed by this file, which no node follows
// (an ERC-20 deposit and a plain input, then the guardian forecloses), and the one the devnet's
// node follows, whose input the hooks read from the node. `useIssueRefund` sends from the
// connected wallet (a mock of a browser wallet), and `useRefundStatus` follows without polling.
import { isolate, rpcData, waitFor as waitUntil } from "@cartesi/local-devnet/test";
import {
  ApplicationNotForeclosedError,
  defineDeployment,
  getInputsAddedFromReceipt,
  NotADepositError,
  RefundAlreadyIssuedError,
  waitForInput,
  walletActionsL1,
} from "@cartesi/viem";
import {
  deployApplicationV3Alpha9,
  deployRollupsV3Alpha9,
  localChain,
  localGuardian,
  mine,
  testAccounts,
} from "@rollups-ts/chain";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  toHex,
} from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { WagmiProvider } from "wagmi";
import { createQueryClient, chain as info, node, nodeClient, publicClient } from "../test/node.js";
import { testWallet, walletAccount } from "../test/wallet.js";
import { CartesiProvider } from "./CartesiProvider.js";
import { useRefundStatus } from "./hooks/useRefundStatus.js";
import { useWaitForRefundStatus } from "./hooks/useWaitForRefundStatus.js";
import { useIssueRefund } from "./hooks/write/useIssueRefund.js";

const wallet = testWallet();
const depositor = testAccounts[4]!;
const token = info.tokens.erc20;
const amount = 4_321n;

let application: Address;
let deposit: { inputIndex: bigint; input: Hex };
let plain: { inputIndex: bigint; input: Hex };
let viemWallet: (account: LocalAccount) => ReturnType<typeof walletFor>;
const walletFor = (account: LocalAccount, deployment: ReturnType<typeof defineDeployment>) =>
  createWalletClient({
    account,
    chain: localChain(info.url, info.chainId),
    transport: http(info.url),
  }).extend(walletActionsL1({ deployments: [deployment] }));

function providers() {
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) =>
    createElement(
      WagmiProvider,
      { config: wallet.config },
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(CartesiProvider, { nodeUrl: node.url }, children),
      ),
    );
}

const nonce = () => publicClient.getTransactionCount({ address: walletAccount });
const balance = () =>
  publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [depositor.address],
  });

async function added(hash: Hash, inputBox: Address) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  const [input] = getInputsAddedFromReceipt(receipt, { inputBoxAddress: inputBox });
  return { inputIndex: input!.inputIndex, input: input!.rawData };
}

// Foreclosure cannot be undone: the file reverts the chain afterwards, and waits until the node
// sees its application open again.
isolate(publicClient, {
  afterRevert: () =>
    waitUntil(
      "the node to see the application open again",
      async () =>
        (
          await rpcData<{ foreclose_block: string }>(node.url, "cartesi_getApplication", [
            info.application.application,
          ])
        ).foreclose_block === "0x0"
          ? true
          : undefined,
      { timeout: 30_000 },
    ),
});

let before: bigint;

beforeAll(async () => {
  await wallet.connect();
  const viemChain = localChain(info.url, info.chainId);
  // Account 6 deploys: no other test of the run sends from it.
  const clients = {
    publicClient: createPublicClient({
      chain: viemChain,
      transport: http(info.url),
      pollingInterval: 50,
    }),
    walletClient: createWalletClient({
      chain: viemChain,
      transport: http(info.url),
      account: testAccounts[6]!,
    }),
  };
  const contracts = await deployRollupsV3Alpha9(clients);
  ({ application } = await deployApplicationV3Alpha9(clients, contracts, {
    epochLength: 10n,
    token,
    salt: keccak256(toHex("rollups-ts refund hooks")),
  }));
  const deployment = defineDeployment({ version: "3.0.0-alpha.9", contracts });
  viemWallet = (account) => walletFor(account, deployment);

  before = await balance();
  const depositing = viemWallet(depositor);
  await publicClient.waitForTransactionReceipt({
    hash: await depositing.approvePortal({ standard: "erc20", token, application, amount }),
  });
  deposit = await added(
    await depositing.depositERC20Tokens({ token, application, amount }),
    contracts.inputBox,
  );
  plain = await added(
    await depositing.addInput({ application, payload: toHex("no deposit") }),
    contracts.inputBox,
  );
  expect(await balance()).toBe(before - amount);
}, 120_000);

describe("refunding a deposit with the hooks", () => {
  test("before the foreclosure useIssueRefund is refused with ApplicationNotForeclosedError; nothing is sent", async () => {
    const { result } = renderHook(
      () => ({
        status: useRefundStatus({ publicClient, application, ...deposit }),
        refund: useIssueRefund(),
      }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.status.data?.status).toBe("not-foreclosed"));
    const sent = await nonce();
    act(() => result.current.refund.mutate({ application, ...deposit }));
    await waitFor(() => expect(result.current.refund.isError).toBe(true));
    expect(result.current.refund.error).toBeInstanceOf(ApplicationNotForeclosedError);
    expect(await nonce()).toBe(sent);
  });

  test("after the foreclosure: refundable; the refund is sent, and once mined the status reads refunded", async () => {
    const guardian = testAccounts.find((account) => account.address === localGuardian)!;
    const { result } = renderHook(
      () => ({
        // No refetch interval: the status changes only when the refund invalidates it.
        status: useRefundStatus({ publicClient, application, ...deposit }),
        waited: useWaitForRefundStatus({
          publicClient,
          application,
          ...deposit,
          status: "refunded",
          pollingInterval: 50,
        }),
        refund: useIssueRefund(),
      }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.status.data?.status).toBe("not-foreclosed"));
    const foreclosure = await viemWallet(guardian).foreclose({ application });
    expect((await publicClient.waitForTransactionReceipt({ hash: foreclosure })).status).toBe(
      "success",
    );
    await act(() => result.current.status.refetch());
    await waitFor(() => expect(result.current.status.data?.status).toBe("refundable"));

    act(() => result.current.refund.mutate({ application, ...deposit }));
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.refund.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.status.data?.status).toBe("refunded"));
    await waitFor(() => expect(result.current.waited.data?.refunded).toBe(true));
    expect(await balance()).toBe(before);
  });

  test("a second refund and a refund of a plain input are refused with their typed errors; nothing is sent", async () => {
    const { result } = renderHook(() => useIssueRefund(), { wrapper: providers() });
    const sent = await nonce();
    act(() => result.current.mutate({ application, ...deposit }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(RefundAlreadyIssuedError);
    act(() => result.current.mutate({ application, ...plain }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(NotADepositError));
    expect(await nonce()).toBe(sent);
  });

  test("without the input, the hooks read it from CartesiProvider's node", async () => {
    const nodeApplication = info.application.application;
    const guardian = testAccounts.find((account) => account.address === localGuardian)!;
    const devnet = (account: LocalAccount) =>
      createWalletClient({
        account,
        chain: localChain(info.url, info.chainId),
        transport: http(info.url),
      }).extend(
        walletActionsL1({
          deployments: [defineDeployment({ version: info.release, contracts: info.contracts })],
        }),
      );
    // The deposit opens an epoch and the foreclosure follows within it: no claim of the node
    // covers the deposit (the node claims an epoch once it is over).
    const { epochLength } = info.application;
    const next = (await publicClient.getBlockNumber()) + 1n;
    await mine(publicClient, Number((epochLength - (next % epochLength)) % epochLength));
    const depositing = devnet(depositor);
    const beforeDeposit = await balance();
    await publicClient.waitForTransactionReceipt({
      hash: await depositing.approvePortal({
        standard: "erc20",
        token,
        application: nodeApplication,
        amount,
      }),
    });
    const { inputIndex } = await added(
      await depositing.depositERC20Tokens({ token, application: nodeApplication, amount }),
      info.contracts.inputBox,
    );
    const foreclosure = await devnet(guardian).foreclose({ application: nodeApplication });
    await publicClient.waitForTransactionReceipt({ hash: foreclosure });
    // The hooks read the input from the node: once it has read the deposit, as a front end that
    // follows its deposit with useWaitForTransactionInput would.
    await waitForInput(nodeClient, { application: nodeApplication, inputIndex, timeout: 30_000 });

    const { result } = renderHook(
      () => ({
        status: useRefundStatus({ publicClient, application: nodeApplication, inputIndex }),
        refund: useIssueRefund(),
      }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.status.data?.status).toBe("refundable"));
    act(() => result.current.refund.mutate({ application: nodeApplication, inputIndex }));
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.refund.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.status.data?.status).toBe("refunded"));
    expect(await balance()).toBe(beforeDeposit);
  });
});
