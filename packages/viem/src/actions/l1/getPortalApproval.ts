import {
  type Address,
  type Chain,
  type Client,
  isAddressEqual,
  type ReadContractErrorType,
  type Transport,
} from "viem";
import { readContract } from "viem/actions";
import { getAction } from "viem/utils";
import {
  type DeploymentParameters,
  portalTarget,
  resolveTarget,
  type TargetCheckErrorType,
} from "./deployment.js";
import { type PortalStandardParameters, portalOf, tokenApprovalAbi } from "./portalApproval.js";

export type GetPortalApprovalParameters = DeploymentParameters &
  PortalStandardParameters & {
    /** Address of the ERC-721 or ERC-1155 token contract. */
    token: Address;
    /** Address of the application the tokens would be deposited into: it decides the portal. */
    application: Address;
    /** The account whose tokens the portal would move. */
    owner: Address;
    /**
     * Address of the portal. Default: the portal of the deployment whose InputBox the application
     * reads (see `deployment`), as the deposit finds it.
     */
    portalAddress?: Address | undefined;
  };

/** Whether the portal may move the owner's token (`tokenId`), or all of the owner's tokens. */
export type GetPortalApprovalReturnType = boolean;

export type GetPortalApprovalErrorType = TargetCheckErrorType | ReadContractErrorType;

/**
 * Returns whether the portal that deposits an ERC-721 or ERC-1155 token into an application may move an owner's tokens.
 *
 * ERC-721 with `tokenId`: the token's `getApproved(tokenId)` is the portal, or the owner approved
 * the portal for all (`isApprovedForAll`). ERC-721 without `tokenId`, and ERC-1155: `isApprovedForAll(owner, portal)`.
 *
 * @param client - Client on the application's chain.
 * @param parameters - {@link GetPortalApprovalParameters}
 * @returns Whether a deposit would be allowed to move the tokens. {@link GetPortalApprovalReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { getPortalApproval } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const approved = await getPortalApproval(client, {
 *   standard: "erc721",
 *   token: "0x7e4e3A0BeBbf7fD3CC0fE33e05fB0e0B9D4BE7E0",
 *   tokenId: 1n,
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   owner: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/api/viem
 */
export async function getPortalApproval<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: GetPortalApprovalParameters,
): Promise<GetPortalApprovalReturnType> {
  const { token, owner, tokenId } = parameters;
  const { address: portal } = await resolveTarget(
    client,
    portalTarget(parameters, portalOf(parameters), "/viem#contract-versions"),
  );
  const read = getAction(client, readContract, "readContract");
  const [approvedForAll, approved] = await Promise.all([
    read({
      address: token,
      abi: tokenApprovalAbi,
      functionName: "isApprovedForAll",
      args: [owner, portal],
    }),
    parameters.standard === "erc721" && tokenId !== undefined
      ? read({
          address: token,
          abi: tokenApprovalAbi,
          functionName: "getApproved",
          args: [tokenId],
        })
      : undefined,
  ]);
  return approvedForAll || (approved !== undefined && isAddressEqual(approved, portal));
}
