import type { Account, Address, Chain, Client, Hash, Transport } from "viem";
import {
  type ContractCall,
  type SendContractCallErrorType,
  sendContractCall,
  type WalletActionParameters,
} from "./contractCall.js";
import {
  type DeploymentParameters,
  portalTarget,
  resolveTarget,
  type TargetCheckErrorType,
} from "./deployment.js";
import { type PortalStandardParameters, portalOf, tokenApprovalAbi } from "./portalApproval.js";

/** What to approve: an ERC-20 amount, an ERC-721 token (or all of them), or all of an ERC-1155's tokens. */
export type ApprovePortalCallParameters = DeploymentParameters &
  (
    | {
        /** The token's standard: the ERC-20 portal takes it. */
        standard: "erc20";
        /** Number of tokens the portal may move, in the token's smallest unit. */
        amount: bigint;
        tokenId?: undefined;
        batch?: undefined;
      }
    | (PortalStandardParameters & { amount?: undefined })
  ) & {
    /** Address of the token contract. */
    token: Address;
    /** Address of the application the tokens will be deposited into: it decides the portal. */
    application: Address;
    /**
     * Address of the portal. Default: the portal of the deployment whose InputBox the application
     * reads (see `deployment`), as the deposit finds it; it is checked like the default.
     */
    portalAddress?: Address | undefined;
  };

export type ApprovePortalParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & ApprovePortalCallParameters;

export type ApprovePortalReturnType = Hash;

export type ApprovePortalErrorType = TargetCheckErrorType | SendContractCallErrorType;

/** The token call that lets `portal` move the tokens a deposit will take. */
export function approvePortalCall(
  parameters: ApprovePortalCallParameters,
  portal: Address,
): ContractCall<typeof tokenApprovalAbi, "approve" | "setApprovalForAll"> {
  const { token } = parameters;
  if (parameters.standard === "erc20")
    return {
      address: token,
      abi: tokenApprovalAbi,
      functionName: "approve",
      args: [portal, parameters.amount],
    };
  if (parameters.standard === "erc721" && parameters.tokenId !== undefined)
    return {
      address: token,
      abi: tokenApprovalAbi,
      functionName: "approve",
      args: [portal, parameters.tokenId],
    };
  return {
    address: token,
    abi: tokenApprovalAbi,
    functionName: "setApprovalForAll",
    args: [portal, true],
  };
}

/**
 * Lets the portal that deposits a token into an application move the sender's tokens, without naming the portal.
 *
 * ERC-20: `approve(portal, amount)`. ERC-721: `approve(portal, tokenId)`, or
 * `setApprovalForAll(portal, true)` without `tokenId`. ERC-1155: `setApprovalForAll(portal, true)`
 * on the single portal, or the batch portal with `batch: true`. The portal is the one the deposit
 * would use: that of the deployment whose InputBox the application reads.
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link ApprovePortalParameters}
 * @returns The hash of the transaction. {@link ApprovePortalReturnType}
 *
 * @example
 * import { createWalletClient, custom, parseUnits } from "viem";
 * import { sepolia } from "viem/chains";
 * import { approvePortal } from "@cartesi/viem";
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const hash = await approvePortal(client, {
 *   account,
 *   standard: "erc20",
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   amount: parseUnits("100", 18),
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/api/viem
 */
export async function approvePortal<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: ApprovePortalParameters<chain, account, chainOverride>,
): Promise<ApprovePortalReturnType> {
  const { address: portal } = await resolveTarget(
    client,
    portalTarget(parameters, portalOf(parameters), "/viem#contract-versions"),
  );
  return sendContractCall(client, approvePortalCall(parameters, portal), parameters);
}
