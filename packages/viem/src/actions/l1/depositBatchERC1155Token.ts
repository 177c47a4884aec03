import type { Account, Address, Chain, Client, Hash, Hex, Transport } from "viem";
import { erc1155BatchPortalAbi } from "../../abi/generated.js";
import {
  depositBatchErc1155TokenAbi,
  inputBoxV3ErrorsAbi,
  portalV3ErrorsAbi,
} from "../../abi/v3.js";
import { InvalidParameterError, type InvalidParameterErrorType } from "../../errors/parameter.js";
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

/** What the deposit is made of, shared by {@link depositBatchERC1155Token} and `estimateDepositBatchERC1155TokenGas`. */
export type DepositBatchERC1155TokenCallParameters = DeploymentParameters & {
  /** Address of the ERC-1155 token contract. */
  token: Address;
  /** Address of the application that receives the deposit. */
  application: Address;
  /** Identifiers of the kinds of tokens to deposit. */
  tokenIds: readonly bigint[];
  /** Number of tokens to deposit for each identifier of `tokenIds`, in the same order. */
  values: readonly bigint[];
  /** Data passed to the token contract's `safeBatchTransferFrom`, and added to the input (default: `0x`). */
  baseLayerData?: Hex | undefined;
  /** Data for the application, added to the input (default: `0x`). */
  execLayerData?: Hex | undefined;
  /**
   * Address of the `ERC1155BatchPortal` contract. Default: the portal of the deployment whose InputBox
   * the application reads (see `deployment`); it is checked like the default.
   */
  portalAddress?: Address | undefined;
};

export type DepositBatchERC1155TokenParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & DepositBatchERC1155TokenCallParameters;

export type DepositBatchERC1155TokenReturnType = Hash;

export type DepositBatchERC1155TokenErrorType =
  | TargetCheckErrorType
  | SendContractCallErrorType
  | InvalidParameterErrorType;

/** Throws when `values` does not give one value per token id; before any request. */
export function assertOneValuePerTokenId(
  { tokenIds, values }: Pick<DepositBatchERC1155TokenCallParameters, "tokenIds" | "values">,
  docsPath: string,
): void {
  if (tokenIds.length !== values.length) {
    throw new InvalidParameterError({
      parameter: "values",
      expected: `one value per token id, as many as \`tokenIds\` (${tokenIds.length})`,
      value: values.map((value) => `${value}n`),
      docsPath,
    });
  }
}

/** The portal's ABI in both generations, with the errors of the v3 InputBox. */
const depositBatchERC1155TokenAbi = [
  ...erc1155BatchPortalAbi,
  ...depositBatchErc1155TokenAbi,
  ...inputBoxV3ErrorsAbi,
  ...portalV3ErrorsAbi,
] as const;

/** The `ERC1155BatchPortal.depositBatchERC1155Token` call that deposits `values` of tokens `tokenIds` of `token`. */
export function depositBatchERC1155TokenCall(
  {
    token,
    application,
    tokenIds,
    values,
    baseLayerData = "0x",
    execLayerData = "0x",
  }: DepositBatchERC1155TokenCallParameters,
  target: Pick<Target, "address" | "tokenPortalNames">,
): ContractCall<
  typeof depositBatchERC1155TokenAbi,
  "depositBatchERC1155Token" | "depositBatchErc1155Token"
> {
  return {
    address: target.address,
    abi: depositBatchERC1155TokenAbi,
    functionName:
      target.tokenPortalNames === "Erc" ? "depositBatchErc1155Token" : "depositBatchERC1155Token",
    args: [token, application, tokenIds, values, baseLayerData, execLayerData],
    reverts: portalReverts,
  };
}

/**
 * Deposits several kinds of ERC-1155 tokens into an application through the `ERC1155BatchPortal` contract.
 *
 * The portal must first be allowed to move the tokens (`setApprovalForAll(portal, true)` on the
 * token contract). `tokenIds` and `values` must have the same length; otherwise the action throws
 * `InvalidParameterError` before any request.
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link DepositBatchERC1155TokenParameters}
 * @returns The hash of the transaction. {@link DepositBatchERC1155TokenReturnType}
 *
 * @example
 * import { createWalletClient, custom } from "viem";
 * import { sepolia } from "viem/chains";
 * import { depositBatchERC1155Token } from "@cartesi/viem";
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const hash = await depositBatchERC1155Token(client, {
 *   account,
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   tokenIds: [1n, 2n],
 *   values: [10n, 5n],
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/depositBatchERC1155Token
 */
export async function depositBatchERC1155Token<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: DepositBatchERC1155TokenParameters<chain, account, chainOverride>,
): Promise<DepositBatchERC1155TokenReturnType> {
  const docsPath = "/viem/depositBatchERC1155Token";
  assertOneValuePerTokenId(parameters, docsPath);
  const target = await resolveTarget(
    client,
    portalTarget(parameters, "erc1155BatchPortal", docsPath),
  );
  return sendContractCall(client, depositBatchERC1155TokenCall(parameters, target), parameters);
}
