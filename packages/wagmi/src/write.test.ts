import { testCommand } from "@cartesi/local-devnet";
import { ApplicationNotDeployedError, listOutputs, UnknownDeploymentError } from "@cartesi/viem";
import { applicationAbi } from "@cartesi/viem/abi";
import { defineApplication, json } from "@cartesi/viem/codec";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import {
  BaseError,
  ChainMismatchError,
  ContractFunctionRevertedError,
  parseEther,
  toHex,
  UserRejectedRequestError,
} from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { WagmiProvider } from "wagmi";
import {
  application,
  chain,
  createQueryClient,
  nextInputIndex,
  node,
  nodeClient,
  publicClient,
  settleEpoch,
} from "../test/node.js";
import { devnetDeployment, otherChain, testWallet, walletAccount } from "../test/wallet.js";
import { CartesiProvider } from "./CartesiProvider.js";
import { useInputs } from "./hooks/useInputs.js";
import { useOutputs } from "./hooks/useOutputs.js";
import { useAddInput } from "./hooks/write/useAddInput.js";
import { useApprovePortal } from "./hooks/write/useApprovePortal.js";
import { useDepositERC20Tokens } from "./hooks/write/useDepositERC20Tokens.js";
import { useDepositEther } from "./hooks/write/useDepositEther.js";
import { useExecuteOutput } from "./hooks/write/useExecuteOutput.js";
import { usePortalAllowance } from "./hooks/write/usePortalAllowance.js";
import {
  type TransactionInputProgress,
  useWaitForTransactionInput,
} from "./hooks/write/useWaitForTransactionInput.js";

const wallet = testWallet();
const token = chain.tokens.erc20;

/** WagmiProvider, one QueryClientProvider and a CartesiProvider that knows the devnet's deployment. */
function providers(deployments = [devnetDeployment]) {
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) =>
    createElement(
      WagmiProvider,
      { config: wallet.config },
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(CartesiProvider, { nodeUrl: node.url, deployments }, children),
      ),
    );
}

const nonce = () => publicClient.getTransactionCount({ address: walletAccount });

/** The view functions `@cartesi/viem` calls to check a write's target, by selector: `getDataAvailability`, `isForeclosed`, `getInputBox`, `version`. */
const checkSelectors = ["0xf02478de", "0x83e4fbcd", "0x00aace9a", "0x54fd4d50"];

/** Every step `useWaitForTransactionInput` showed, in order, without repeats. */
function progressRecorder() {
  const steps: TransactionInputProgress[] = [];
  return {
    steps,
    record(progress: TransactionInputProgress) {
      if (steps.at(-1) !== progress) steps.push(progress);
    },
  };
}

const revertReason = (error: unknown) =>
  (error as BaseError).walk((cause) => cause instanceof ContractFunctionRevertedError) as
    | ContractFunctionRevertedError
    | undefined;

beforeAll(async () => {
  await wallet.connect();
});

describe("sending an input", () => {
  test("useAddInput sends from the connected wallet; useWaitForTransactionInput follows it to the node as a TanStack query, and the reads it changed are refetched", async () => {
    const { steps, record } = progressRecorder();
    const payload = toHex("sent from a hook");
    const { result } = renderHook(
      () => {
        const write = useAddInput();
        const followed = useWaitForTransactionInput({ hash: write.data, pollingInterval: 50 });
        record(followed.progress);
        // No refetch interval: it changes only when the write invalidates it.
        // Read while rendering, so TanStack Query renders again when it changes.
        const { data: inputIndexes } = useInputs({
          application,
          query: { select: (page) => page.data.map((input) => input.index) },
        });
        return { write, followed, inputIndexes };
      },
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.inputIndexes).toBeDefined());
    expect(result.current.followed).toMatchObject({ status: "pending", fetchStatus: "idle" });

    act(() => result.current.write.mutate({ application, payload }));
    await waitFor(() => expect(result.current.write.isPending).toBe(true));
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.write.isSuccess).toBe(true));
    expect(result.current.write.data).toMatch(/^0x[0-9a-f]{64}$/);
    await waitFor(() => expect(result.current.followed.isSuccess).toBe(true));

    const { followed } = result.current;
    expect(steps).toEqual(["idle", "sent", "on-chain", "processed"]);
    expect(followed).toMatchObject({ status: "success", isPending: false, error: null });
    const { receipt, inputIndex, input } = followed.data!;
    expect(receipt.transactionHash).toBe(result.current.write.data);
    expect(followed.data?.application).toBe(application);
    expect(input.index).toBe(inputIndex);
    expect(input.status).toBe("ACCEPTED");
    expect(input.decodedData.payload).toBe(payload);
    await waitFor(() => expect(result.current.inputIndexes).toContain(inputIndex));
    // A refetch asks the node again, as a TanStack query does.
    await act(async () => {
      const { data } = await result.current.followed.refetch();
      expect(data?.inputIndex).toBe(inputIndex);
    });
  });

  test("the outputs of the input a write sent are read again once the node has processed it, without useWaitForTransactionInput", async () => {
    // The next input's index, read before the write: the outputs of an input that is not there yet.
    const inputIndex = await nextInputIndex();
    const { result } = renderHook(
      () => ({
        write: useAddInput(),
        outputs: useOutputs({
          application,
          inputIndex,
          query: { select: (page) => page.data.length },
        }).data,
      }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.outputs).toBe(0));
    act(() =>
      result.current.write.mutate({
        application,
        payload: testCommand({ notices: ["0x01", "0x02"] }),
      }),
    );
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.write.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.outputs).toBe(2));
  });

  test("a second write to the application checks nothing again: the deployment checks are kept across writes", async () => {
    const checks = () =>
      wallet.requests.filter(
        (request) =>
          request.method === "eth_call" &&
          checkSelectors.some((selector) =>
            ((request.params as [{ data?: string }])[0].data ?? "").startsWith(selector),
          ),
      ).length;
    const { result } = renderHook(() => useAddInput(), { wrapper: providers() });
    for (const payload of ["0x0a", "0x0b"] as const) {
      const before = checks();
      act(() => result.current.mutate({ application, payload }));
      await wallet.confirm(true);
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      await publicClient.waitForTransactionReceipt({ hash: result.current.data! });
      // The first write of this page's client may have been checked by an earlier test's write.
      if (payload === "0x0b") expect(checks()).toBe(before);
      act(() => result.current.reset());
    }
    expect(checks()).toBeGreaterThan(0);
  });

  test("useAddInput given an application's definition sends the typed input it encodes, to its address", async () => {
    const echo = defineApplication({
      address: application,
      inputs: json<{ notices: `0x${string}`[] }>(),
    });
    const input = { notices: [toHex("typed from a hook")] };
    const { result } = renderHook(
      () => {
        const write = useAddInput(echo);
        const followed = useWaitForTransactionInput({ hash: write.data, pollingInterval: 50 });
        return { write, followed };
      },
      { wrapper: providers() },
    );
    act(() => result.current.write.mutate({ input }));
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.followed.progress).toBe("processed"));
    const sent = result.current.followed.data!.input!;
    expect(sent.decodedData.payload).toBe(echo.encodeInput(input));
    expect(echo.decodeInput(sent.decodedData.payload)).toStrictEqual(input);
    expect(result.current.followed.data!.application).toBe(application);
  });

  test("a rejected signature is the mutation's error, viem's UserRejectedRequestError, and sends nothing", async () => {
    const before = await nonce();
    const { result } = renderHook(() => useAddInput(), { wrapper: providers() });
    act(() => result.current.mutate({ application, payload: "0x01" }));
    await wallet.confirm(false);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(BaseError);
    expect(
      (result.current.error as BaseError).walk(
        (cause) => cause instanceof UserRejectedRequestError,
      ),
    ).toBeInstanceOf(UserRejectedRequestError);
    expect(result.current.data).toBeUndefined();
    expect(await nonce()).toBe(before);

    act(() => result.current.reset());
    await waitFor(() => expect(result.current.isIdle).toBe(true));
    expect(result.current.error).toBeNull();
  });

  test("a chain the wallet is not on is refused with viem's ChainMismatchError naming both, before anything is checked or the wallet asked", async () => {
    const before = await nonce();
    const asked = wallet.requests.length;
    const { result } = renderHook(() => useAddInput(), { wrapper: providers() });
    act(() => result.current.mutate({ application, payload: "0x02", chainId: otherChain.id }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ChainMismatchError);
    expect((result.current.error as ChainMismatchError).shortMessage).toBe(
      `The current chain of the wallet (id: ${chain.chainId}) does not match the target chain for the transaction (id: ${otherChain.id} – ${otherChain.name}).`,
    );
    // The wallet was asked for its chain only.
    expect(
      wallet.requests
        .slice(asked)
        .map(({ method }) => method)
        .filter((method) => method !== "eth_chainId" && method !== "eth_accounts"),
    ).toEqual([]);
    expect(await nonce()).toBe(before);
  });

  test("an address that is no application is the action's typed error", async () => {
    const { result } = renderHook(() => useAddInput(), { wrapper: providers() });
    act(() =>
      result.current.mutate({
        application: "0x000000000000000000000000000000000000dEaD",
        payload: "0x",
      }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApplicationNotDeployedError);
  });
});

describe("an ERC-20 deposit and its approval", () => {
  test("without an allowance the deposit fails with the token's revert, before the wallet is asked", async () => {
    const { result } = renderHook(
      () => ({
        allowance: usePortalAllowance({ application, token }).data,
        deposit: useDepositERC20Tokens(),
      }),
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.allowance).toBe(0n));
    act(() => result.current.deposit.mutate({ application, token, amount: 1n }));
    await waitFor(() => expect(result.current.deposit.isError).toBe(true));
    expect(revertReason(result.current.deposit.error)?.reason).toMatch(/insufficient allowance/);
  });

  test("useApprovePortal approves the deployment's portal, usePortalAllowance shows it, and the deposit is processed", async () => {
    const amount = 250n;
    const { result } = renderHook(
      () => {
        const { data: allowance } = usePortalAllowance({ application, token });
        const approve = useApprovePortal();
        const deposit = useDepositERC20Tokens();
        const followed = useWaitForTransactionInput({ hash: deposit.data, pollingInterval: 50 });
        return { allowance, approve, deposit, followed };
      },
      { wrapper: providers() },
    );
    await waitFor(() => expect(result.current.allowance).toBe(0n));

    act(() => result.current.approve.mutate({ standard: "erc20", application, token, amount }));
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.approve.isSuccess).toBe(true));
    // Refetched once the approval is mined: the allowance has no refetch interval.
    await waitFor(() => expect(result.current.allowance).toBe(amount));

    act(() => result.current.deposit.mutate({ application, token, amount }));
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.followed.progress).toBe("processed"));
    expect(result.current.followed.data?.input.decodedData.sender).toBe(
      devnetDeployment.contracts.erc20Portal,
    );
    await waitFor(() => expect(result.current.allowance).toBe(0n));
  });

  test("without the deployment, the application's InputBox is unknown: UnknownDeploymentError", async () => {
    if (chain.generation === "v2") return;
    const { result } = renderHook(() => useDepositERC20Tokens(), { wrapper: providers([]) });
    act(() => result.current.mutate({ application, token, amount: 1n }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(UnknownDeploymentError);
  });
});

describe("Ether and vouchers", () => {
  test("useDepositEther deposits; useExecuteOutput executes the voucher the deposit asked for", async () => {
    const { result } = renderHook(
      () => {
        const deposit = useDepositEther();
        const followed = useWaitForTransactionInput({ hash: deposit.data, pollingInterval: 50 });
        const execute = useExecuteOutput();
        return { deposit, followed, execute };
      },
      { wrapper: providers() },
    );
    act(() =>
      result.current.deposit.mutate({
        application,
        value: parseEther("1"),
        execLayerData: testCommand({
          vouchers: [{ destination: walletAccount, value: parseEther("1") }],
        }),
      }),
    );
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.followed.progress).toBe("processed"));
    const { inputIndex, input } = result.current.followed.data!;
    await settleEpoch(input.epochIndex);
    const {
      data: [voucher],
    } = await listOutputs(nodeClient, { application, inputIndex, outputType: "voucher" });
    expect(voucher?.decodedData.type).toBe("voucher");

    act(() => result.current.execute.mutate({ application, output: voucher! }));
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.execute.isSuccess).toBe(true));
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: result.current.execute.data!,
    });
    expect(receipt.status).toBe("success");
    const executed = await publicClient.readContract({
      address: application,
      abi: applicationAbi,
      functionName: "wasOutputExecuted",
      args: [voucher!.index],
    });
    expect(executed).toBe(true);
  });
});
