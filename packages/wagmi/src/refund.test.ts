// The refund hooks, rendered, against an application of the rollups contracts 3.0.0-alpha.9 (the
// first release with refunds is 3.0.0-alpha.7) deployed by this file, which no node follows: an
// ERC-20 deposit and a plain input, then the guardian forecloses. `useIssueRefund` sends from the
// connected wallet (a mock of a browser wallet), and `useRefundStatus` follows without polling.
import { isolate } from "@cartesi/local-devnet/test";
import {
  ApplicationNotForeclosedError,
  CartesiError,
  defineDeployment,
  getInputsAddedFromReceipt,
  NotADepositError,
  RefundAlreadyIssuedError,
  walletActionsL1,
} from "@cartesi/viem";
import {
  deployApplicationV3Alpha9,
  deployRollupsV3Alpha9,
  localChain,
  localGuardian,
  testAccounts,
} from "@rollups-ts/chain";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, configure, renderHook, waitFor } from "@testing-library/react";
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
import { createQueryClient, chain as info, node, publicClient } from "../test/node.js";
import { testWallet, walletAccount } from "../test/wallet.js";
import { CartesiProvider } from "./CartesiProvider.js";
import { useRefundStatus } from "./hooks/useRefundStatus.js";
import { useWaitForRefundStatus } from "./hooks/useWaitForRefundStatus.js";
import { useIssueRefund } from "./hooks/write/useIssueRefund.js";

// Every wait here is for requests to the chain (a read, a receipt), not for a render.
configure({ asyncUtilTimeout: 30_000 });

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

// The foreclosure cannot be undone: the file reverts the chain afterwards.
isolate(publicClient);

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
    // The local node follows another application: its answer for this one is the node's error.
    const { result } = renderHook(
      () => ({
        status: useRefundStatus({ publicClient, application, inputIndex: deposit.inputIndex }),
        refund: useIssueRefund(),
      }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.status.isError).toBe(true));
    expect(result.current.status.error).toBeInstanceOf(CartesiError);
    const sent = await nonce();
    act(() =>
      result.current.refund.mutate({ application, inputIndex: deposit.inputIndex } as never),
    );
    await waitFor(() => expect(result.current.refund.isError).toBe(true));
    expect(result.current.refund.error?.name).toBe(result.current.status.error?.name);
    expect(await nonce()).toBe(sent);
  });
});
