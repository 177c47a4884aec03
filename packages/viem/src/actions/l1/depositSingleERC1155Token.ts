import type { Account, Address, Chain, Client, Hash, Hex, Transport } from "viem";
import { erc1155SinglePortalAbi } from "../../abi/generated.js";
import {
  depositSingleErc1155TokenAbi,
  inputBoxV3ErrorsAbi,
  portalV3ErrorsAbi,
} from "../../abi/v3.js";
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

/** What the deposit is made of, shared by {@link depositSingleERC1155Token} and `estimateDepositSingleERC1155TokenGas`. */
export type DepositSingleERC1155TokenCallParameters = DeploymentParameters & {
  /** Address of the ERC-1155 token contract. */
  token: Address;
  /** Address of the application that receives the deposit. */
  application: Address;
  /** Identifier of the kind of token to deposit. */
  tokenId: bigint;
  /** Number of tokens of that kind to deposit (ERC-1155's `value`). */
  value: bigint;
  /** Data passed to the token contract's `safeTransferFrom`, and added to the input (default: `0x`). */
  baseLayerData?: Hex | undefined;
  /** Data for the application, added to the input (default: `0x`). */
  execLayerData?: Hex | undefined;
  /**
   * Address of the `ERC1155SinglePortal` contract. Default: the portal of the deployment whose InputBox
   * the application reads (see `deployment`); it is checked like the default.
   */
  portalAddress?: Address | undefined;
};

export type DepositSingleERC1155TokenParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & DepositSingleERC1155TokenCallParameters;

export type DepositSingleERC1155TokenReturnType = Hash;

export type DepositSingleERC1155TokenErrorType = TargetCheckErrorType | SendContractCallErrorType;

/** The portal's ABI in both generations, with the errors of the v3 InputBox. */
const depositSingleERC1155TokenAbi = [
  ...erc1155SinglePortalAbi,
  ...depositSingleErc1155TokenAbi,
  ...inputBoxV3ErrorsAbi,
  ...portalV3ErrorsAbi,
] as const;

/** The `ERC1155SinglePortal.depositSingleERC1155Token` call that deposits `value` tokens `tokenId` of `token`. */
export function depositSingleERC1155TokenCall(
  {
    token,
    application,
    tokenId,
    value,
    baseLayerData = "0x",
    execLayerData = "0x",
  }: DepositSingleERC1155TokenCallParameters,
  target: Pick<Target, "address" | "tokenPortalNames">,
): ContractCall<
  typeof depositSingleERC1155TokenAbi,
  "depositSingleERC1155Token" | "depositSingleErc1155Token"
> {
  return {
    address: target.address,
    abi: depositSingleERC1155TokenAbi,
    functionName:
      target.tokenPortalNames === "Erc" ? "depositSingleErc1155Token" : "depositSingleERC1155Token",
    args: [token, application, tokenId, value, baseLayerData, execLayerData],
    reverts: portalReverts,
  };
}

/**
 * Deposits one kind of ERC-1155 token into an application through the `ERC1155SinglePortal` contract.
 *
 * The portal must first be allowed to move the tokens (`setApprovalForAll(portal, true)` on the
 * token contract).
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link DepositSingleERC1155TokenParameters}
 * @returns The hash of the transaction. {@link DepositSingleERC1155TokenReturnType}
 *
 * @example
 * import { createWalletClient, custom } from "viem";
 * import { sepolia } from "viem/chains";
 * import { depositSingleERC1155Token } from "@cartesi/viem";
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const hash = await depositSingleERC1155Token(client, {
 *   account,
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   tokenId: 1n,
 *   value: 10n,
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/depositSingleERC1155Token
 */
export async function depositSingleERC1155Token<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: DepositSingleERC1155TokenParameters<chain, account, chainOverride>,
): Promise<DepositSingleERC1155TokenReturnType> {
  const target = await resolveTarget(
    client,
    portalTarget(parameters, "erc1155SinglePortal", "/viem/depositSingleERC1155Token"),
  );
  return sendContractCall(client, depositSingleERC1155TokenCall(parameters, target), parameters);
}
