import { testCommand } from "@cartesi/local-devnet";
import { ApplicationNotDeployedError, listOutputs, UnknownDeploymentError } from "@cartesi/viem";
import { applicationAbi } from "@cartesi/viem/abi";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, configure, renderHook, waitFor } from "@testing-library/react";
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
  node,
  nodeClient,
  publicClient,
  settleEpoch,
} from "../test/node.js";
import { devnetDeployment, otherChain, testWallet, walletAccount } from "../test/wallet.js";
import { CartesiProvider } from "./CartesiProvider.js";
import { useInputs } from "./hooks/useInputs.js";
import { useAddInput } from "./hooks/write/useAddInput.js";
import { useApprovePortal } from "./hooks/write/useApprovePortal.js";
import { useDepositERC20Tokens } from "./hooks/write/useDepositERC20Tokens.js";
import { useDepositEther } from "./hooks/write/useDepositEther.js";
import { useExecuteOutput } from "./hooks/write/useExecuteOutput.js";
import { usePortalAllowance } from "./hooks/write/usePortalAllowance.js";
import {
  type TransactionInputStatus,
  useWaitForTransactionInput,
} from "./hooks/write/useWaitForTransactionInput.js";

// Every wait here is for requests to the chain or the node (an estimate, a receipt, a poll), not
// for a render: 1 s, Testing Library's default, is not a bound for those on a busy machine.
configure({ asyncUtilTimeout: 30_000 });

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

/** Every status `useWaitForTransactionInput` showed, in order, without repeats. */
function statusRecorder() {
  const statuses: TransactionInputStatus[] = [];
  return {
    statuses,
    record(status: TransactionInputStatus) {
      if (statuses.at(-1) !== status) statuses.push(status);
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
  test("useAddInput sends from the connected wallet; useWaitForTransactionInput follows it to the node, and the reads it changed are refetched", async () => {
    const { statuses, record } = statusRecorder();
    const payload = toHex("sent from a hook");
    const { result } = renderHook(
      () => {
        const write = useAddInput();
        const followed = useWaitForTransactionInput({ hash: write.data, pollingInterval: 50 });
        record(followed.status);
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

    act(() => result.current.write.mutate({ application, payload }));
    await waitFor(() => expect(result.current.write.isPending).toBe(true));
    await wallet.confirm(true);
    await waitFor(() => expect(result.current.write.isSuccess).toBe(true));
    expect(result.current.write.data).toMatch(/^0x[0-9a-f]{64}$/);
    await waitFor(() => expect(result.current.followed.status).toBe("processed"));

    const { followed } = result.current;
    expect(statuses).toEqual(["idle", "sent", "on-chain", "processed"]);
    expect(followed.receipt?.transactionHash).toBe(result.current.write.data);
    expect(followed.application).toBe(application);
    expect(followed.input?.index).toBe(followed.inputIndex);
    expect(followed.input?.status).toBe("ACCEPTED");
    expect(followed.input?.decodedData.payload).toBe(payload);
    expect(followed.error).toBeNull();
    await waitFor(() => expect(result.current.inputIndexes).toContain(followed.inputIndex));
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

  test("a chain the wallet is not on is refused with viem's ChainMismatchError, before the wallet is asked", async () => {
    const before = await nonce();
    const { result } = renderHook(() => useAddInput(), { wrapper: providers() });
    act(() => result.current.mutate({ application, payload: "0x02", chainId: otherChain.id }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(
      (result.current.error as BaseError).walk((cause) => cause instanceof ChainMismatchError),
    ).toBeInstanceOf(ChainMismatchError);
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
    await waitFor(() => expect(result.current.followed.status).toBe("processed"));
    expect(result.current.followed.input?.decodedData.sender).toBe(
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
    await waitFor(() => expect(result.current.followed.status).toBe("processed"));
    const { inputIndex, input } = result.current.followed;
    await settleEpoch(input!.epochIndex);
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
