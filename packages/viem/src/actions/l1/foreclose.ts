import {
  type Account,
  type Address,
  type Chain,
  type Client,
  type Hash,
  isAddressEqual,
  type Transport,
} from "viem";
import { parseAccount } from "viem/accounts";
import {
  ApplicationAlreadyForeclosedError,
  type ApplicationAlreadyForeclosedErrorType,
  NotGuardianError,
  type NotGuardianErrorType,
} from "../../errors/withdrawal.js";
import {
  type ContractCall,
  type SendContractCallErrorType,
  sendContractCall,
  type WalletActionParameters,
} from "./contractCall.js";
import { applicationWithdrawalCallAbi } from "./withdrawalCallAbi.js";
import { type ReadWithdrawalStateErrorType, readWithdrawalState } from "./withdrawalState.js";

/** What a foreclosure is made of, shared by {@link foreclose} and `estimateForecloseGas`. */
export type ForecloseCallParameters = {
  /** Address of the v3 application contract to foreclose. */
  application: Address;
};

export type ForecloseParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & ForecloseCallParameters;

export type ForecloseReturnType = Hash;

export type ForecloseErrorType =
  | NotGuardianErrorType
  | ApplicationAlreadyForeclosedErrorType
  | ReadWithdrawalStateErrorType
  | SendContractCallErrorType;

/**
 * The `Application.foreclose` call, once the application is found to have a withdrawal
 * configuration and `account` (when known) to be its guardian.
 */
export async function forecloseCall<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  { application, account }: ForecloseCallParameters & { account?: Account | Address | undefined },
  docsPath: string,
): Promise<ContractCall<typeof applicationWithdrawalCallAbi, "foreclose">> {
  const { withdrawalConfig, foreclosed } = await readWithdrawalState(client, application, docsPath);
  if (foreclosed) throw new ApplicationAlreadyForeclosedError({ application, docsPath });
  const sender = account === undefined ? undefined : parseAccount(account).address;
  if (sender !== undefined && !isAddressEqual(sender, withdrawalConfig.guardian))
    throw new NotGuardianError({
      application,
      account: sender,
      guardian: withdrawalConfig.guardian,
      docsPath,
    });
  return {
    address: application,
    abi: applicationWithdrawalCallAbi,
    functionName: "foreclose",
    args: [],
  };
}

/**
 * Forecloses a v3 application: from then on it takes no inputs or deposits, and its users can
 * withdraw their funds from the state of its last accepted claim. Only the guardian can.
 *
 * Before sending, the action reads the application's withdrawal configuration: an application
 * without one (all zero, or a v2 application) raises `WithdrawalNotConfiguredError`, and a sender
 * other than the guardian raises `NotGuardianError`. Foreclosure cannot be undone.
 *
 * @param client - Client with a wallet to send the transaction from: the guardian's.
 * @param parameters - {@link ForecloseParameters}
 * @returns The hash of the transaction. {@link ForecloseReturnType}
 *
 * @example
 * import { createWalletClient, custom } from "viem";
 * import { sepolia } from "viem/chains";
 * import { foreclose } from "@cartesi/viem";
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const hash = await foreclose(client, { account, application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e" });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/foreclose
 */
export async function foreclose<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: ForecloseParameters<chain, account, chainOverride>,
): Promise<ForecloseReturnType> {
  const account = parameters.account ?? client.account;
  return sendContractCall(
    client,
    await forecloseCall(client, { ...parameters, account }, "/viem/foreclose"),
    parameters,
  );
}
