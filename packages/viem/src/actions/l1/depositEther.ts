import type { Account, Address, Chain, Client, Hash, Hex, Transport } from "viem";
import { etherPortalAbi } from "../../abi/generated.js";
import { inputBoxV3ErrorsAbi, portalV3ErrorsAbi } from "../../abi/v3.js";
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

/** What the deposit is made of, shared by {@link depositEther} and `estimateDepositEtherGas`. */
export type DepositEtherCallParameters = DeploymentParameters & {
  /** Address of the application that receives the deposit. */
  application: Address;
  /** Ether to deposit, in wei; it is sent with the transaction. */
  value: bigint;
  /** Data for the application, added to the input after the deposit's fields (default: `0x`). */
  execLayerData?: Hex | undefined;
  /**
   * Address of the `EtherPortal` contract. Default: the portal of the deployment whose InputBox
   * the application reads (see `deployment`); it is checked like the default.
   */
  portalAddress?: Address | undefined;
};

export type DepositEtherParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & DepositEtherCallParameters;

export type DepositEtherReturnType = Hash;

export type DepositEtherErrorType = TargetCheckErrorType | SendContractCallErrorType;

/** The portal's ABI in both generations, with the errors of the v3 InputBox. */
const depositEtherAbi = [...etherPortalAbi, ...inputBoxV3ErrorsAbi, ...portalV3ErrorsAbi] as const;

/** The `EtherPortal.depositEther` call that deposits `value` wei into `application`. */
export function depositEtherCall(
  { application, value, execLayerData = "0x" }: DepositEtherCallParameters,
  target: Pick<Target, "address">,
): ContractCall<typeof depositEtherAbi, "depositEther"> {
  return {
    address: target.address,
    abi: depositEtherAbi,
    functionName: "depositEther",
    args: [application, execLayerData],
    value,
    reverts: portalReverts,
  };
}

/**
 * Deposits Ether into an application through the `EtherPortal` contract.
 *
 * The application receives an input from the portal whose payload is the sender, the value and
 * `execLayerData`.
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link DepositEtherParameters}
 * @returns The hash of the transaction. {@link DepositEtherReturnType}
 *
 * @example
 * import { createWalletClient, custom, parseEther } from "viem";
 * import { sepolia } from "viem/chains";
 * import { depositEther } from "@cartesi/viem";
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const hash = await depositEther(client, {
 *   account,
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   value: parseEther("1"),
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/depositEther
 */
export async function depositEther<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: DepositEtherParameters<chain, account, chainOverride>,
): Promise<DepositEtherReturnType> {
  const target = await resolveTarget(
    client,
    portalTarget(parameters, "etherPortal", "/viem/depositEther"),
  );
  return sendContractCall(client, depositEtherCall(parameters, target), parameters);
}
