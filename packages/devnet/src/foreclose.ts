import { localChain, testAccounts, v3Artifact } from "@rollups-ts/chain";
import {
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
} from "viem";

export type ForecloseParameters = {
  /** The chain's JSON-RPC URL, such as the devnet's `http://127.0.0.1:8545`. */
  chainUrl: string;
  /** The v3 application to foreclose. */
  application: Address;
  /**
   * Who forecloses: the application's guardian. Default: the test account that is its guardian
   * (anvil's account 9 for the devnet's application).
   */
  guardian?: Account;
};

export type ForecloseReturnType = { transactionHash: Hex; blockNumber: bigint };

/** Why `foreclose` sent nothing. */
export type ForecloseErrorCode =
  | "NOT_V3_APPLICATION"
  | "ALREADY_FORECLOSED"
  | "NOT_GUARDIAN"
  | "GUARDIAN_UNKNOWN";

/** `foreclose` refused before sending anything: `code` says why. */
export class ForecloseError extends Error {
  readonly code: ForecloseErrorCode;
  constructor(code: ForecloseErrorCode, message: string, options?: { cause?: unknown }) {
    super(`foreclose: ${message}`, options);
    this.name = "ForecloseError";
    this.code = code;
  }
}

/**
 * Forecloses a v3 application as its guardian (`Application.foreclose()`) and waits for the
 * transaction. From then on the application takes no inputs, deposits or claims, and its users
 * withdraw their balances against its last accepted claim. A foreclosure cannot be undone.
 *
 * @param parameters - The chain, the application and, unless it is a test account, the guardian.
 * @returns The foreclosing transaction and its block.
 * @throws {ForecloseError} Before sending, when the application is not a v3 one, is already foreclosed, or the account is not its guardian.
 * @example
 * const { transactionHash } = await foreclose({
 *   chainUrl: "http://127.0.0.1:8545",
 *   application: "0x…",
 * });
 */
export async function foreclose(parameters: ForecloseParameters): Promise<ForecloseReturnType> {
  const { chainUrl, application } = parameters;
  if (typeof chainUrl !== "string" || !URL.canParse(chainUrl))
    throw new TypeError(`foreclose: chainUrl must be a URL, got ${JSON.stringify(chainUrl)}`);
  if (!isAddress(application, { strict: false }))
    throw new TypeError(
      `foreclose: application must be an address, got ${JSON.stringify(application)}`,
    );
  const abi = v3Artifact("Application").abi;
  const publicClient = createPublicClient({ transport: http(chainUrl), cacheTime: 0 });
  const read = (functionName: "isForeclosed" | "getGuardian") =>
    publicClient.readContract({ address: application, abi, functionName });
  let foreclosed: boolean;
  try {
    foreclosed = (await read("isForeclosed")) as boolean;
  } catch (error) {
    throw new ForecloseError(
      "NOT_V3_APPLICATION",
      `${getAddress(application)} answers no isForeclosed(): it is not a v3 application`,
      { cause: error },
    );
  }
  if (foreclosed)
    throw new ForecloseError(
      "ALREADY_FORECLOSED",
      `application ${getAddress(application)} is already foreclosed`,
    );
  const guardianAddress = (await read("getGuardian")) as Address;
  const guardian =
    parameters.guardian ??
    testAccounts.find((account) => isAddressEqual(account.address, guardianAddress));
  if (!guardian)
    throw new ForecloseError(
      "GUARDIAN_UNKNOWN",
      `the guardian of ${getAddress(application)} is ${guardianAddress}, no test account: give its account as guardian`,
    );
  if (!isAddressEqual(guardian.address, guardianAddress))
    throw new ForecloseError(
      "NOT_GUARDIAN",
      `${guardian.address} is not the guardian of ${getAddress(application)} (${guardianAddress} is)`,
    );
  const chain = localChain(chainUrl, await publicClient.getChainId());
  const walletClient = createWalletClient({ chain, transport: http(chainUrl), account: guardian });
  const hash = await walletClient.writeContract({
    address: application,
    abi,
    functionName: "foreclose",
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  return { transactionHash: receipt.transactionHash, blockNumber: receipt.blockNumber };
}
