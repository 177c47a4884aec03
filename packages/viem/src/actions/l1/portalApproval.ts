import { parseAbi } from "viem";
import type { RollupsContracts } from "../../deployments.js";

/** The token functions that say and set what a portal may move, in ERC-20, ERC-721 and ERC-1155. */
export const tokenApprovalAbi = parseAbi([
  "function allowance(address owner, address spender) view returns (uint256)",
  "function approve(address spender, uint256 value) returns (bool)",
  "function getApproved(uint256 tokenId) view returns (address)",
  "function isApprovedForAll(address owner, address operator) view returns (bool)",
  "function setApprovalForAll(address operator, bool approved)",
]);

/** Which portal takes the tokens: the standard of the token, and for ERC-1155 which of its two portals. */
export type PortalStandardParameters =
  | {
      /** The token's standard: the ERC-721 portal takes it. */
      standard: "erc721";
      /** The token to approve or ask about; without it, every token of the owner (`setApprovalForAll`). */
      tokenId?: bigint | undefined;
      batch?: undefined;
    }
  | {
      /** The token's standard: an ERC-1155 portal takes it. */
      standard: "erc1155";
      tokenId?: undefined;
      /** The batch portal (`depositBatchERC1155Token`) instead of the single one (default: `false`). */
      batch?: boolean | undefined;
    };

/** The portal of a token standard, as a deployment names it. */
export function portalOf(
  parameters: { standard: "erc20" } | PortalStandardParameters,
): Exclude<keyof RollupsContracts, "inputBox"> {
  if (parameters.standard === "erc20") return "erc20Portal";
  if (parameters.standard === "erc721") return "erc721Portal";
  return parameters.batch ? "erc1155BatchPortal" : "erc1155SinglePortal";
}
