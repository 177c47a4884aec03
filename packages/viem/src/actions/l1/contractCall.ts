import type {
  Abi,
  Account,
  Address,
  Chain,
  Client,
  ContractFunctionArgs,
  ContractFunctionName,
  EstimateContractGasErrorType,
  EstimateContractGasParameters,
  GetChainParameter,
  Hash,
  Transport,
  WriteContractErrorType,
  WriteContractParameters,
} from "viem";
import { estimateContractGas, writeContract } from "viem/actions";
import { getAction } from "viem/utils";
import type { ContractRevertErrorType } from "../../errors/revert.js";

type WriteMutability = "nonpayable" | "payable";

/** A contract write as a base-layer action builds it; the wallet action and its estimate share it. */
export type ContractCall<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, WriteMutability> = ContractFunctionName<
    abi,
    WriteMutability
  >,
> = {
  address: Address;
  abi: abi;
  functionName: functionName;
  args: ContractFunctionArgs<abi, WriteMutability, functionName>;
  /** Ether sent with the call, in wei. */
  value?: bigint | undefined;
  /** Raises the contract's reverts a user can act on as their typed errors. */
  reverts?: ((error: unknown) => unknown) | undefined;
};

/** `account` is required when the client has none, as in viem's wallet actions. */
type AccountParameter<account extends Account | undefined> = [undefined] extends [account]
  ? {
      /** Account or address that sends the transaction (default: the client's account). */
      account: Account | Address;
    }
  : {
      /** Account or address that sends the transaction (default: the client's account). */
      account?: Account | Address | undefined;
    };

/** Parameters every base-layer wallet action takes besides its own. */
export type WalletActionParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = AccountParameter<account> &
  GetChainParameter<chain, chainOverride> & {
    /**
     * Gas limit of the transaction. Omitted: estimated (as the matching `estimate…Gas` action
     * does) and set on the transaction. A bigint: used exactly as given. `null`: not set by this
     * action, so a JSON-RPC account's wallet chooses it, and viem fills it in for a local account
     * while preparing the transaction (`eth_fillTransaction` or `eth_estimateGas`).
     */
    gas?: bigint | null | undefined;
  };

/** Parameters every base-layer gas estimate takes besides its own. */
export type EstimateActionParameters = {
  /** The sender the estimate is made for (default: the client's account). */
  account?: Account | Address | undefined;
};

export type SendContractCallErrorType =
  | EstimateContractGasErrorType
  | WriteContractErrorType
  | ContractRevertErrorType;

/** What {@link estimateContractCallGas} raises: an estimate sends no transaction. */
export type EstimateContractCallGasErrorType =
  | EstimateContractGasErrorType
  | ContractRevertErrorType;

/** Sends `call` as a transaction, with the gas policy of {@link WalletActionParameters}. */
export async function sendContractCall<
  chain extends Chain | undefined,
  account extends Account | undefined,
>(
  client: Client<Transport, chain, account>,
  call: ContractCall,
  {
    account = client.account,
    chain,
    gas,
  }: {
    account?: Account | Address | undefined;
    chain?: Chain | null | undefined;
    gas?: bigint | null | undefined;
  },
): Promise<Hash> {
  const { reverts, ...request } = call;
  // Without an account, writeContract raises viem's AccountNotFoundError before any request.
  const gasLimit =
    gas === undefined && account !== undefined
      ? await estimateContractCallGas(client, call, { account })
      : (gas ?? undefined);
  return getAction(
    client,
    writeContract,
    "writeContract",
  )({ ...request, account, chain, gas: gasLimit } as WriteContractParameters).catch((error) => {
    throw reverts ? reverts(error) : error;
  });
}

/** Estimates the gas `call` would use if `account` sent it now. */
export function estimateContractCallGas<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  call: ContractCall,
  { account = client.account }: EstimateActionParameters,
): Promise<bigint> {
  const { reverts, ...request } = call;
  return getAction(
    client,
    estimateContractGas,
    "estimateContractGas",
  )({ ...request, account } as EstimateContractGasParameters).catch((error) => {
    throw reverts ? reverts(error) : error;
  });
}
