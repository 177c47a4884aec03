// A page for the write hooks' browser tests: components written with the hooks alone, under
// WagmiProvider and CartesiProvider, and a browser wallet mock (window.ethereum) whose requests go
// to the local chain through the test server; the test confirms or rejects each transaction.

import type { AccountProofFile, DriveRootProofFile } from "@cartesi/viem";
import { defineDeployment, getInputsAddedFromReceipt, type RollupsContracts } from "@cartesi/viem";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import {
  type Address,
  createClient,
  defineChain,
  type Hash,
  parseEther,
  stringToHex,
  toHex,
  http as viemHttp,
} from "viem";
import {
  createConfig,
  http,
  injected,
  useConnect,
  useConnection,
  useConnectors,
  usePublicClient,
  useWaitForTransactionReceipt,
  WagmiProvider,
} from "wagmi";
import { CartesiProvider } from "../../src/CartesiProvider.js";
import { useInputs } from "../../src/hooks/useInputs.js";
import { useOutputs } from "../../src/hooks/useOutputs.js";
import { useWaitForWithdrawalStatus } from "../../src/hooks/useWaitForWithdrawalStatus.js";
import { useWithdrawal } from "../../src/hooks/useWithdrawal.js";
import { useWithdrawalStatus } from "../../src/hooks/useWithdrawalStatus.js";
import { useWithdrawals } from "../../src/hooks/useWithdrawals.js";
import { useAddInput } from "../../src/hooks/write/useAddInput.js";
import { useApprovePortal } from "../../src/hooks/write/useApprovePortal.js";
import { useDepositERC20Tokens } from "../../src/hooks/write/useDepositERC20Tokens.js";
import { useDepositEther } from "../../src/hooks/write/useDepositEther.js";
import { useExecuteOutput } from "../../src/hooks/write/useExecuteOutput.js";
import { useForeclose } from "../../src/hooks/write/useForeclose.js";
import { usePortalAllowance } from "../../src/hooks/write/usePortalAllowance.js";
import { useProveAccountsDriveMerkleRoot } from "../../src/hooks/write/useProveAccountsDriveMerkleRoot.js";
import { useWaitForTransactionInput } from "../../src/hooks/write/useWaitForTransactionInput.js";
import { useWithdraw } from "../../src/hooks/write/useWithdraw.js";

/** What the test tells the page: the chain, its contracts and the wallet's account. */
type TestSetup = {
  chainId: number;
  version: string;
  contracts: RollupsContracts;
  application: Address;
  token: Address;
  account: Address;
  /** The application's guardian (v3), which the wallet also holds. */
  guardian: Address | undefined;
};

/** The two proof files of an account, as the node's tooling writes them. */
type WithdrawalProofs = { driveRootProof: DriveRootProofFile; accountProof: AccountProofFile };

declare global {
  interface Window {
    testSetup: TestSetup;
    ethereum: unknown;
    /** Exposed by the test: resolves once the test confirms (`true`) or rejects the transaction. */
    walletConfirm: () => Promise<boolean>;
    /** Set by the test to put the wallet on another chain: its requests then go to `/other-chain`. */
    walletChainId?: number | undefined;
    /** Set by the page: moves the wallet to another chain (or back), telling wagmi as a wallet does. */
    switchWalletChain?: (chainId: number | undefined) => void;
    /** Every method the wallet was asked, in order. */
    walletRequests: string[];
    /** Set by the page: gives the withdrawal components an account's proofs. */
    setWithdrawalProofs?: (proofs: WithdrawalProofs) => void;
  }
}

const setup = window.testSetup;
const chainUrl = `${location.origin}/chain`;
const params = new URLSearchParams(location.search);

let id = 0;
const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
window.walletRequests = [];
window.switchWalletChain = (chainId) => {
  window.walletChainId = chainId;
  for (const listener of listeners.get("chainChanged") ?? [])
    listener(toHex(chainId ?? setup.chainId));
};
window.ethereum = {
  async request({ method, params }: { method: string; params?: unknown }) {
    window.walletRequests.push(method);
    // The connected account first; the guardian too, for the writes that name it as `account`.
    if (method === "eth_requestAccounts" || method === "eth_accounts")
      return setup.guardian ? [setup.account, setup.guardian] : [setup.account];
    if (method === "wallet_requestPermissions")
      throw Object.assign(new Error("Unsupported method"), { code: 4200 });
    if (method === "eth_sendTransaction" && !(await window.walletConfirm()))
      throw Object.assign(new Error("User rejected the request."), { code: 4001 });
    // On another chain, the wallet's requests go to that chain (where the application is not).
    const response = await fetch(
      window.walletChainId === undefined ? chainUrl : `${location.origin}/other-chain`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
      },
    );
    const body = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw Object.assign(new Error(body.error.message), body.error);
    return body.result;
  },
  on(event: string, listener: (...args: unknown[]) => void) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
  },
  removeListener(event: string, listener: (...args: unknown[]) => void) {
    listeners.get(event)?.delete(listener);
  },
} as never;

const chain = defineChain({
  id: setup.chainId,
  name: "Local rollups chain",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [chainUrl] } },
});
const config = createConfig({
  chains: [chain],
  connectors: [injected()],
  pollingInterval: 100,
  transports: { [chain.id]: http(chainUrl) },
});
const devnet = defineDeployment({ version: setup.version, contracts: setup.contracts });
const queryClient = new QueryClient();
const { application, token } = setup;

const messageOf = (error: Error) =>
  "shortMessage" in error && typeof error.shortMessage === "string"
    ? error.shortMessage
    : error.message;

function Progress({
  write,
  label,
}: {
  write: { data?: Hash | undefined; error: Error | null; isPending: boolean };
  label: string;
}) {
  const { progress, data, error } = useWaitForTransactionInput({
    hash: write.data,
    pollingInterval: 100,
  });
  const failure = write.error ?? error;
  const text = failure
    ? messageOf(failure)
    : write.isPending
      ? "Confirm in your wallet…"
      : data
        ? `Input ${data.input.index}: ${data.input.status}`
        : progress;
  return (
    <p role="status" aria-label={label}>
      {text}
    </p>
  );
}

function Connect() {
  const { address } = useConnection();
  const connect = useConnect();
  const [connector] = useConnectors();
  useEffect(() => {
    if (connector && !address) connect.mutate({ connector });
  }, [connector, address, connect.mutate]);
  return (
    <p role="status" aria-label="account">
      {address ?? "not connected"}
    </p>
  );
}

function SendInput() {
  const addInput = useAddInput();
  return (
    <div>
      <button
        type="button"
        onClick={() => addInput.mutate({ application, payload: stringToHex("hello") })}
      >
        Send
      </button>
      <button
        type="button"
        onClick={() =>
          addInput.mutate({ application, payload: stringToHex("hello"), chainId: setup.chainId })
        }
      >
        Send on the local chain
      </button>
      <Progress write={addInput} label="send status" />
    </div>
  );
}

// The outputs of the input it sent, read without a refetch interval from the moment the receipt
// names the input: they show because the write refetches the node's reads once the node has
// processed the input.
function SentOutputs() {
  const addInput = useAddInput();
  const { data: receipt } = useWaitForTransactionReceipt({ hash: addInput.data });
  const inputIndex = receipt
    ? getInputsAddedFromReceipt(receipt, { inputBoxAddress: setup.contracts.inputBox })[0]
        ?.inputIndex
    : undefined;
  const { data: outputs } = useOutputs({
    application,
    inputIndex,
    query: { select: (page) => page.data.length, enabled: inputIndex !== undefined },
  });
  const command = { notices: [toHex("one"), toHex("two")] };
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          addInput.mutate({ application, payload: stringToHex(JSON.stringify(command)) })
        }
      >
        Send two notices
      </button>
      <p role="status" aria-label="sent outputs">
        {inputIndex === undefined
          ? "no input"
          : `input ${inputIndex}: ${outputs ?? "reading"} outputs`}
      </p>
    </div>
  );
}

// A deposit and the application's last input, with no follower and no refetch interval: the node's
// new input shows because the deposit refetches the node's reads once the node has processed it.
function DepositAndInputs() {
  const deposit = useDepositEther();
  const { data: last } = useInputs({
    application,
    descending: true,
    limit: 1,
    query: { select: (page) => page.data[0] },
  });
  return (
    <div>
      <button
        type="button"
        onClick={() => deposit.mutate({ application, value: parseEther("0.01") })}
      >
        Deposit without following
      </button>
      <p role="status" aria-label="deposit write">
        {deposit.error ? messageOf(deposit.error) : deposit.isSuccess ? "sent" : "idle"}
      </p>
      <p role="status" aria-label="last input">
        {last ? `Input ${last.index}: ${last.status}` : "none"}
      </p>
    </div>
  );
}

function DepositEther() {
  const depositEther = useDepositEther();
  const command = { vouchers: [{ destination: setup.account, value: toHex(parseEther("1")) }] };
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          depositEther.mutate({
            application,
            value: parseEther("1"),
            execLayerData: stringToHex(JSON.stringify(command)),
          })
        }
      >
        Deposit Ether
      </button>
      <Progress write={depositEther} label="ether status" />
    </div>
  );
}

function DepositERC20() {
  const amount = 100n;
  const { data: allowance } = usePortalAllowance({ application, token });
  const approve = useApprovePortal();
  const deposit = useDepositERC20Tokens();
  return (
    <div>
      <p role="status" aria-label="allowance">
        {allowance === undefined ? "reading" : allowance.toString()}
      </p>
      <button
        type="button"
        onClick={() => approve.mutate({ standard: "erc20", application, token, amount })}
      >
        Approve
      </button>
      <p role="status" aria-label="approve status">
        {approve.error ? messageOf(approve.error) : approve.isSuccess ? "approval sent" : "idle"}
      </p>
      <button type="button" onClick={() => deposit.mutate({ application, token, amount })}>
        Deposit tokens
      </button>
      <Progress write={deposit} label="token status" />
    </div>
  );
}

function ExecuteVoucher() {
  const inputIndex = params.has("voucherOf") ? BigInt(params.get("voucherOf")!) : undefined;
  const { data: voucher } = useOutputs({
    application,
    inputIndex,
    outputType: "voucher",
    query: {
      select: (page) => page.data[0],
      refetchInterval: 200,
      enabled: inputIndex !== undefined,
    },
  });
  const execute = useExecuteOutput();
  return (
    <div>
      <button
        type="button"
        disabled={!voucher?.outputHashesSiblings}
        onClick={() => voucher && execute.mutate({ application, output: voucher })}
      >
        Execute
      </button>
      <p role="status" aria-label="execute status">
        {execute.error
          ? messageOf(execute.error)
          : execute.data && voucher
            ? `voucher ${voucher.index} executed in ${execute.data}`
            : "idle"}
      </p>
    </div>
  );
}

/** A write's outcome: the error's class and message, the wallet's prompt, or whether it was sent. */
function writeStatus(write: { data?: Hash | undefined; error: Error | null; isPending: boolean }) {
  if (write.error) return `${write.error.name}: ${messageOf(write.error)}`;
  if (write.isPending) return "Confirm in your wallet…";
  return write.data ? "sent" : "idle";
}

// Foreclosure, proof and withdrawal, with no refetch interval on the status: what it shows after
// each write, it shows because the write hook refetched it once the transaction was mined.
function Withdrawal() {
  const publicClient = usePublicClient();
  const [proofs, setProofs] = useState<WithdrawalProofs>();
  useEffect(() => {
    window.setWithdrawalProofs = setProofs;
  }, []);
  const accountIndex = proofs ? BigInt(proofs.accountProof.account_index) : undefined;
  const { data: status, error } = useWithdrawalStatus({ publicClient, application, accountIndex });
  const { data: withdrawn } = useWaitForWithdrawalStatus({
    publicClient,
    application,
    accountIndex,
    status: "withdrawn",
    pollingInterval: 100,
    query: { enabled: accountIndex !== undefined },
  });
  // The node's records follow the chain: read until the node has seen the withdrawal.
  const { data: records } = useWithdrawals({ application, query: { refetchInterval: 200 } });
  const { data: record } = useWithdrawal({
    application,
    accountIndex,
    query: { enabled: withdrawn !== undefined, retry: true, retryDelay: 200 },
  });
  const foreclose = useForeclose();
  const prove = useProveAccountsDriveMerkleRoot();
  const withdraw = useWithdraw();
  return (
    <div>
      <p role="status" aria-label="withdrawal status">
        {error ? messageOf(error) : (status?.status ?? "reading")}
      </p>
      <button type="button" onClick={() => foreclose.mutate({ application })}>
        Foreclose
      </button>
      <button
        type="button"
        onClick={() => foreclose.mutate({ application, account: setup.guardian })}
      >
        Foreclose as guardian
      </button>
      <p role="status" aria-label="foreclose status">
        {writeStatus(foreclose)}
      </p>
      <button
        type="button"
        onClick={() => proofs && prove.mutate({ application, proof: proofs.driveRootProof })}
      >
        Prove
      </button>
      <p role="status" aria-label="prove status">
        {writeStatus(prove)}
      </p>
      <button
        type="button"
        onClick={() => proofs && withdraw.mutate({ application, proof: proofs.accountProof })}
      >
        Withdraw
      </button>
      <p role="status" aria-label="withdraw status">
        {writeStatus(withdraw)}
      </p>
      <p role="status" aria-label="waited status">
        {withdrawn?.status ?? "waiting"}
      </p>
      <p role="status" aria-label="withdrawal records">
        {records
          ? records.data.map((entry) => `account ${entry.accountIndex}`).join(", ") || "none"
          : "reading"}
      </p>
      <p role="status" aria-label="withdrawal record">
        {record ? `account ${record.accountIndex}: ${record.account}` : "none"}
      </p>
    </div>
  );
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <CartesiProvider
          // `?node=slow`: a node of the same chain that looks at it every 1.5 s.
          client={createClient({
            transport: viemHttp(
              `${location.origin}/${params.get("node") === "slow" ? "slow-node" : "node"}`,
            ),
            pollingInterval: 100,
          })}
          deployments={[devnet]}
        >
          {children}
        </CartesiProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

createRoot(document.getElementById("root")!).render(
  <Providers>
    <Connect />
    <SendInput />
    <SentOutputs />
    <DepositAndInputs />
    <DepositEther />
    <DepositERC20 />
    <ExecuteVoucher />
    {params.has("withdrawal") && <Withdrawal />}
  </Providers>,
);
