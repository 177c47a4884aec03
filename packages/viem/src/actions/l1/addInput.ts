import type { Account, Address, Chain, Client, Hash, Hex, Transport } from "viem";
import { inputBoxAddress as canonicalInputBoxAddress } from "../../abi/addresses.js";
import { inputBoxAbi } from "../../abi/generated.js";
import {
  type ContractCall,
  type SendContractCallErrorType,
  sendContractCall,
  type WalletActionParameters,
} from "./contractCall.js";

/** What an input is made of, shared by {@link addInput} and `estimateAddInputGas`. */
export type AddInputCallParameters = {
  /** Address of the application that receives the input. */
  application: Address;
  /** The input's payload, as the application will read it (at most 65,216 bytes). */
  payload: Hex;
  /** Address of the `InputBox` contract (default: its canonical address). */
  inputBoxAddress?: Address | undefined;
};

export type AddInputParameters<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
  chainOverride extends Chain | undefined = Chain | undefined,
> = WalletActionParameters<chain, account, chainOverride> & AddInputCallParameters;

export type AddInputReturnType = Hash;

export type AddInputErrorType = SendContractCallErrorType;

/** The `InputBox.addInput` call that adds `payload` to the inputs of `application`. */
export function addInputCall({
  application,
  payload,
  inputBoxAddress = canonicalInputBoxAddress,
}: AddInputCallParameters): ContractCall<typeof inputBoxAbi, "addInput"> {
  return {
    address: inputBoxAddress,
    abi: inputBoxAbi,
    functionName: "addInput",
    args: [application, payload],
  };
}

/**
 * Sends an input to an application through the `InputBox` contract.
 *
 * A payload longer than the input limit reverts with the contract's `InputTooLarge` error.
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
 *
 * @see https://cartesi.github.io/rollups-ts/viem/addInput
 */
export async function addInput<
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined = undefined,
>(
  client: Client<Transport, chain, account>,
  parameters: AddInputParameters<chain, account, chainOverride>,
): Promise<AddInputReturnType> {
  return sendContractCall(client, addInputCall(parameters), parameters);
}
