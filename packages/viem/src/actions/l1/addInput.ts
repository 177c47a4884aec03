import type { Account, Address, Chain, Client, Hash, Hex, Transport } from "viem";
import { addInputAbi as addInputOnlyAbi, inputBoxV3ErrorsAbi } from "../../abi/v3.js";
import type {
  ApplicationDefinition,
  ApplicationInput,
} from "../../application/defineApplication.js";
import {
  type ContractCall,
  type SendContractCallErrorType,
  sendContractCall,
  type WalletActionParameters,
} from "./contractCall.js";
import {
  type DeploymentParameters,
  type InputBoxCheckErrorType,
  resolveTarget,
} from "./deployment.js";

/** What an input is made of, shared by {@link addInput} and `estimateAddInputGas`. */
export type AddInputCallParameters = DeploymentParameters & {
  /** Address of the application that receives the input. */
  application: Address;
  /** The input's payload, as the application will read it (at most 65,216 bytes). */
  payload: Hex;
  /**
   * Address of the `InputBox` contract. Default: the InputBox the application reads, as it names it
   * (`getInputBox()` from 3.0.0-alpha.7, `getDataAvailability()` before); another address is
   * refused, since no node of the application reads it.
   */
  inputBoxAddress?: Address | undefined;
};

export type AddInputParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & AddInputCallParameters;

/**
 * The parameters of {@link addInput} with an application's definition: `input` in the type the
 * definition gives, encoded by it as the payload.
 */
export type TypedAddInputParameters<
  application extends ApplicationDefinition = ApplicationDefinition,
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> &
  Omit<AddInputCallParameters, "application" | "payload"> & {
    /** The application's definition (`defineApplication`), which names its address. */
    application: application;
    /** The input, as the definition describes it; its encoding is the payload (at most 65,216 bytes). */
    input: ApplicationInput<application>;
  };

export type AddInputReturnType = Hash;

export type AddInputErrorType = InputBoxCheckErrorType | SendContractCallErrorType;

/** `addInput` with the errors of both generations' InputBox. */
const addInputAbi = [...addInputOnlyAbi, ...inputBoxV3ErrorsAbi] as const;

/**
 * The `InputBox.addInput` call that adds `payload` to the inputs of `application`, to the InputBox
 * the application reads once it is checked.
 */
export async function addInputCall<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  { application, payload, inputBoxAddress, deployment }: AddInputCallParameters,
  docsPath: string,
): Promise<ContractCall<typeof addInputAbi, "addInput">> {
  const { address } = await resolveTarget(client, {
    application,
    contract: "inputBox",
    address: inputBoxAddress,
    parameter: "inputBoxAddress",
    deployment,
    docsPath,
  });
  return { address, abi: addInputAbi, functionName: "addInput", args: [application, payload] };
}

/**
 * Sends an input to an application through the `InputBox` contract.
 *
 * The input goes to the InputBox the application reads, after checking that it is deployed and of
 * the application's generation; a foreclosed v3 application is refused before anything is sent. A
 * payload longer than the input limit reverts with the contract's `InputTooLarge` error. With an
 * application's definition (`defineApplication`) as `application`, `input` takes the place of
 * `payload`, typed and encoded by the definition.
 *
 * @param client - Client with a wallet to send the transaction from.
 * @param parameters - {@link AddInputParameters}
 * @returns The hash of the transaction. {@link AddInputReturnType}
 *
 * @example
 * import { createWalletClient, custom, stringToHex } from "viem";
 * import { sepolia } from "viem/chains";
 * import { addInput } from "@cartesi/viem";
 *
 * const client = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) });
 * const [account] = await client.getAddresses();
 * const hash = await addInput(client, {
 *   account,
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   payload: stringToHex("hello"),
 * });
 * // With a definition: `input` typed by it, e.g. `defineApplication({ address, inputs: json<Move>() })`.
 * const typed = await addInput(client, { account, application: game, input: { square: 4 } });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/addInput
 */
export async function addInput<
  chain extends Chain | undefined,
  account extends Account | undefined,
  application extends ApplicationDefinition,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: TypedAddInputParameters<application, chain, account, chainOverride>,
): Promise<AddInputReturnType>;
export async function addInput<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: AddInputParameters<chain, account, chainOverride>,
): Promise<AddInputReturnType>;
export async function addInput(
  client: Client<Transport, Chain | undefined, Account | undefined>,
  parameters: AddInputParameters | TypedAddInputParameters,
): Promise<AddInputReturnType> {
  const docsPath = "/viem/addInput";
  // A definition encodes `input` and names the application (see `defineApplication`).
  const { application } = parameters as { application?: Partial<ApplicationDefinition> };
  return sendContractCall(
    client,
    await addInputCall(
      client,
      application?.addInputParameters
        ? application.addInputParameters(parameters as TypedAddInputParameters)
        : (parameters as AddInputParameters),
      docsPath,
    ),
    parameters as AddInputParameters,
  );
}
