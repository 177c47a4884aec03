import type { Account, Chain, Client, Hash, Transport } from "viem";
import { applicationRefundAbi } from "../../abi/refund.js";
import type {
  CannotRefundFinalizedInputErrorType,
  NotADepositErrorType,
  RefundAlreadyIssuedErrorType,
} from "../../errors/refund.js";
import type { ApplicationNotForeclosedErrorType } from "../../errors/withdrawal.js";
import {
  type ContractCall,
  type SendContractCallErrorType,
  sendContractCall,
  type WalletActionParameters,
} from "./contractCall.js";
import {
  type GetRefundStatusErrorType,
  type GetRefundStatusParameters,
  refundRefusal,
  refundStatusOf,
} from "./getRefundStatus.js";

/** What a refund is made of, shared by {@link issueRefund} and `estimateIssueRefundGas`. */
export type IssueRefundCallParameters = GetRefundStatusParameters;

export type IssueRefundParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & IssueRefundCallParameters;

export type IssueRefundReturnType = Hash;

/** What the checks before a refund raise. */
export type IssueRefundCheckErrorType =
  | GetRefundStatusErrorType
  | ApplicationNotForeclosedErrorType
  | RefundAlreadyIssuedErrorType
  | CannotRefundFinalizedInputErrorType
  | NotADepositErrorType;

export type IssueRefundErrorType = IssueRefundCheckErrorType | SendContractCallErrorType;

/**
 * The `Application.issueRefund` call for the input, once its deposit is found refundable: the
 * application of a release with refunds and foreclosed, the input the InputBox holds, not
 * finalized, not refunded, and a deposit through a portal the refund output builder knows.
 */
export async function issueRefundCall<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: IssueRefundCallParameters,
  docsPath: string,
): Promise<ContractCall<typeof applicationRefundAbi, "issueRefund">> {
  const { application } = parameters;
  const state = await refundStatusOf(client, parameters, docsPath);
  const refusal = refundRefusal(application, state, docsPath);
  if (refusal) throw refusal;
  return {
    address: application,
    abi: applicationRefundAbi,
    functionName: "issueRefund",
    args: [state.inputIndex, state.input],
  };
}

/**
 * Gives a deposit back to its depositor after the application's foreclosure, when the deposit's
 * input was never finalized.
 *
 * The application asks its refund output builder for the output that returns the asset (Ether,
 * ERC-20, ERC-721, single or batch ERC-1155) to the account that deposited it, and executes it.
 * Anyone can send it, once per input. It takes the whole input as the InputBox added it (`input`,
 * the node's `raw_data`), or reads it from `node`. Before sending, the action reads the application
 * as `getRefundStatus` does and refuses with a typed error: `RefundsNotSupportedError` for a release
 * without refunds (before 3.0.0-alpha.7), `InvalidInputError` for an input that is not the one the
 * InputBox holds at the index, `ApplicationNotForeclosedError`, `RefundAlreadyIssuedError`,
 * `CannotRefundFinalizedInputError` and `NotADepositError`.
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link IssueRefundParameters}
 * @returns The hash of the transaction. {@link IssueRefundReturnType}
 *
 * @example
 * import { createWalletClient, custom, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { createCartesiPublicClient, issueRefund } from "@cartesi/viem";
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const hash = await issueRefund(client, {
 *   account,
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   inputIndex: 3n,
 *   node,
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/issueRefund
 */
export async function issueRefund<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: IssueRefundParameters<chain, account, chainOverride>,
): Promise<IssueRefundReturnType> {
  return sendContractCall(
    client,
    await issueRefundCall(client, parameters, "/viem/issueRefund"),
    parameters,
  );
}
