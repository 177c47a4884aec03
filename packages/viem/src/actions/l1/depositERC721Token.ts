import type { Account, Address, Chain, Client, Hash, Hex, Transport } from "viem";
import { erc721PortalAbi } from "../../abi/generated.js";
import { depositErc721TokenAbi, inputBoxV3ErrorsAbi, portalV3ErrorsAbi } from "../../abi/v3.js";
import { portalReverts } from "../../errors/revert.js";
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
  type Target,
  type TargetCheckErrorType,
} from "./deployment.js";

/** What the deposit is made of, shared by {@link depositERC721Token} and `estimateDepositERC721TokenGas`. */
export type DepositERC721TokenCallParameters = DeploymentParameters & {
  /** Address of the ERC-721 token contract. */
  token: Address;
  /** Address of the application that receives the deposit. */
  application: Address;
  /** Identifier of the token to deposit. */
  tokenId: bigint;
  /** Data passed to the token contract's `safeTransferFrom`, and added to the input (default: `0x`). */
  baseLayerData?: Hex | undefined;
  /** Data for the application, added to the input (default: `0x`). */
  execLayerData?: Hex | undefined;
  /**
   * Address of the `ERC721Portal` contract. Default: the portal of the deployment whose InputBox
   * the application reads (see `deployment`); it is checked like the default.
   */
  portalAddress?: Address | undefined;
};

export type DepositERC721TokenParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & DepositERC721TokenCallParameters;

export type DepositERC721TokenReturnType = Hash;

export type DepositERC721TokenErrorType = TargetCheckErrorType | SendContractCallErrorType;

/** The portal's ABI in both generations, with the errors of the v3 InputBox. */
const depositERC721TokenAbi = [
  ...erc721PortalAbi,
  ...depositErc721TokenAbi,
  ...inputBoxV3ErrorsAbi,
  ...portalV3ErrorsAbi,
] as const;

/** The `ERC721Portal.depositERC721Token` call that deposits token `tokenId` of `token` into `application`. */
export function depositERC721TokenCall(
  {
    token,
    application,
    tokenId,
    baseLayerData = "0x",
    execLayerData = "0x",
  }: DepositERC721TokenCallParameters,
  target: Pick<Target, "address" | "tokenPortalNames">,
): ContractCall<typeof depositERC721TokenAbi, "depositERC721Token" | "depositErc721Token"> {
  return {
    address: target.address,
    abi: depositERC721TokenAbi,
    functionName: target.tokenPortalNames === "Erc" ? "depositErc721Token" : "depositERC721Token",
    args: [token, application, tokenId, baseLayerData, execLayerData],
    reverts: portalReverts,
  };
}

/**
 * Deposits an ERC-721 token into an application through the `ERC721Portal` contract.
 *
 * The portal must first be allowed to move the token (`approve(portal, tokenId)` or
 * `setApprovalForAll(portal, true)` on the token contract).
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link DepositERC721TokenParameters}
 * @returns The hash of the transaction. {@link DepositERC721TokenReturnType}
 *
 * @example
 * import { createWalletClient, custom } from "viem";
 * import { sepolia } from "viem/chains";
 * import { depositERC721Token } from "@cartesi/viem";
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const hash = await depositERC721Token(client, {
 *   account,
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   tokenId: 1n,
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/depositERC721Token
 */
export async function depositERC721Token<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: DepositERC721TokenParameters<chain, account, chainOverride>,
): Promise<DepositERC721TokenReturnType> {
  const target = await resolveTarget(
    client,
    portalTarget(parameters, "erc721Portal", "/viem/depositERC721Token"),
  );
  return sendContractCall(client, depositERC721TokenCall(parameters, target), parameters);
}
