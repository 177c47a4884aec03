import type { Address, Chain, Client, ReadContractErrorType, Transport } from "viem";
import { readContract } from "viem/actions";
import { getAction } from "viem/utils";
import {
  type DeploymentParameters,
  portalTarget,
  resolveTarget,
  type TargetCheckErrorType,
} from "./deployment.js";
import { tokenApprovalAbi } from "./portalApproval.js";

export type GetPortalAllowanceParameters = DeploymentParameters & {
  /** Address of the ERC-20 token. */
  token: Address;
  /** Address of the application the tokens would be deposited into: it decides the portal. */
  application: Address;
  /** The account whose tokens the portal would move. */
  owner: Address;
  /**
   * Address of the `ERC20Portal` contract. Default: the portal of the deployment whose InputBox
   * the application reads (see `deployment`), as `depositERC20Tokens` finds it.
   */
  portalAddress?: Address | undefined;
};

/** The number of tokens, in the token's smallest unit, that the portal may move for `owner`. */
export type GetPortalAllowanceReturnType = bigint;

export type GetPortalAllowanceErrorType = TargetCheckErrorType | ReadContractErrorType;

/**
 * Returns how many of an owner's ERC-20 tokens the portal that deposits them into an application may move.
 *
 * @param client - Client on the application's chain.
 * @param parameters - {@link GetPortalAllowanceParameters}
 * @returns The token's `allowance(owner, portal)`. {@link GetPortalAllowanceReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { getPortalAllowance } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const allowance = await getPortalAllowance(client, {
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   owner: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/api/viem
 */
export async function getPortalAllowance<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: GetPortalAllowanceParameters,
): Promise<GetPortalAllowanceReturnType> {
  const { address: portal } = await resolveTarget(
    client,
    portalTarget(parameters, "erc20Portal", "/viem#contract-versions"),
  );
  return getAction(
    client,
    readContract,
    "readContract",
  )({
    address: parameters.token,
    abi: tokenApprovalAbi,
    functionName: "allowance",
    args: [parameters.owner, portal],
  });
}
