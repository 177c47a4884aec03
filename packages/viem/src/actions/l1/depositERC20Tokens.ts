import type { Account, Address, Chain, Client, Hash, Hex, Transport } from "viem";
import { erc20PortalAbi } from "../../abi/generated.js";
import {
  depositErc20TokensAbi,
  erc20PortalV3ErrorsAbi,
  inputBoxV3ErrorsAbi,
  portalV3ErrorsAbi,
} from "../../abi/v3.js";
import { erc20PortalReverts } from "../../errors/revert.js";
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

/** What the deposit is made of, shared by {@link depositERC20Tokens} and `estimateDepositERC20TokensGas`. */
export type DepositERC20TokensCallParameters = DeploymentParameters & {
  /** Address of the ERC-20 token. */
  token: Address;
  /** Address of the application that receives the deposit. */
  application: Address;
  /**
   * Number of tokens to deposit, in the token's smallest unit. The portal calls it `value`; it is
   * `amount` here, the usual name of an ERC-20 quantity, so it is not read as Ether sent along.
   */
  amount: bigint;
  /** Data for the application, added to the input after the deposit's fields (default: `0x`). */
  execLayerData?: Hex | undefined;
  /**
   * Address of the `ERC20Portal` contract. Default: the portal of the deployment whose InputBox
   * the application reads (see `deployment`); it is checked like the default.
   */
  portalAddress?: Address | undefined;
};

export type DepositERC20TokensParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & DepositERC20TokensCallParameters;

export type DepositERC20TokensReturnType = Hash;

export type DepositERC20TokensErrorType = TargetCheckErrorType | SendContractCallErrorType;

/** The portal's ABI in both generations, with the errors of the v3 InputBox and portal. */
const depositERC20TokensAbi = [
  ...erc20PortalAbi,
  ...depositErc20TokensAbi,
  ...inputBoxV3ErrorsAbi,
  ...portalV3ErrorsAbi,
  ...erc20PortalV3ErrorsAbi,
] as const;

/** The `ERC20Portal.depositERC20Tokens` call that deposits `amount` of `token` into `application`. */
export function depositERC20TokensCall(
  { token, application, amount, execLayerData = "0x" }: DepositERC20TokensCallParameters,
  target: Pick<Target, "address" | "tokenPortalNames">,
): ContractCall<typeof depositERC20TokensAbi, "depositERC20Tokens" | "depositErc20Tokens"> {
  return {
    address: target.address,
    abi: depositERC20TokensAbi,
    functionName: target.tokenPortalNames === "Erc" ? "depositErc20Tokens" : "depositERC20Tokens",
    args: [token, application, amount, execLayerData],
    reverts: erc20PortalReverts,
  };
}

/**
 * Deposits ERC-20 tokens into an application through the `ERC20Portal` contract.
 *
 * The portal must first be allowed to move the tokens (`approve(portal, amount)` on the token). A
 * token that refuses the transfer fails with its own error (a revert string, or ERC-6093 errors
 * such as `ERC20InsufficientAllowance`), or with the portal's `ERC20TransferFailed` when it returns
 * `false`.
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link DepositERC20TokensParameters}
 * @returns The hash of the transaction. {@link DepositERC20TokensReturnType}
 *
 * @example
 * import { createWalletClient, custom, parseUnits } from "viem";
 * import { sepolia } from "viem/chains";
 * import { depositERC20Tokens } from "@cartesi/viem";
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const hash = await depositERC20Tokens(client, {
 *   account,
 *   token: "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2",
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   amount: parseUnits("100", 18),
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/depositERC20Tokens
 */
export async function depositERC20Tokens<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: DepositERC20TokensParameters<chain, account, chainOverride>,
): Promise<DepositERC20TokensReturnType> {
  const target = await resolveTarget(
    client,
    portalTarget(parameters, "erc20Portal", "/viem/depositERC20Tokens"),
  );
  return sendContractCall(client, depositERC20TokensCall(parameters, target), parameters);
}
