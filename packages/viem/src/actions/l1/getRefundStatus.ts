import {
  type Address,
  type CallErrorType,
  type Chain,
  type Client,
  type GetCodeErrorType,
  type Hex,
  isHex,
  type ReadContractErrorType,
  type Transport,
} from "viem";
import { readContract } from "viem/actions";
import { getAction } from "viem/utils";
import {
  applicationRefundAbi,
  refundOutputBuilderAbi,
  wasInputFinalizedAbi,
} from "../../abi/refund.js";
import { releaseCapabilities } from "../../deployments.js";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { ApplicationNotDeployedErrorType } from "../../errors/output.js";
import { InvalidParameterError, type InvalidParameterErrorType } from "../../errors/parameter.js";
import {
  CannotRefundFinalizedInputError,
  InvalidInputError,
  type InvalidInputErrorType,
  invalidInputErrors,
  NotADepositError,
  RefundAlreadyIssuedError,
  RefundsNotSupportedError,
  type RefundsNotSupportedErrorType,
} from "../../errors/refund.js";
import { ApplicationNotForeclosedError } from "../../errors/withdrawal.js";
import { revertErrorName } from "../../utils/findError.js";
import { uintParam } from "../../utils/params.js";
import { getInput } from "../l2/getInput.js";
import { assertApplicationDeployed } from "./applicationDeployed.js";
import { contractRelease, read } from "./deployment.js";

/**
 * What can happen to the deposit of an input, each naming what can be done next: wait for a
 * foreclosure, refund it, or nothing (refunded already, processed by the application, or no
 * deposit at all).
 */
export const refundStatuses = [
  "not-foreclosed",
  "refundable",
  "refunded",
  "finalized",
  "not-a-deposit",
] as const;

/** A status of {@link refundStatuses}. */
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Where the input comes from: `input`, the whole input as the InputBox added it (the node's
 * `raw_data`, or the `input` of the `InputAdded` event), or else `node`, which serves it.
 */
export type RefundInputParameters =
  | {
      /** The whole input as the InputBox added it: the node's `raw_data` (`rawData` of `getInput`), or the `input` of its `InputAdded` event. */
      input: Hex;
      /** A client pointed at the application's rollups node; unused when `input` is given. */
      node?: Client | undefined;
    }
  | {
      /** Left out: the input is read from `node` with `getInput`. */
      input?: undefined;
      /** A client pointed at the application's rollups node, e.g. from `createCartesiPublicClient`: the input is read from it with `getInput`. */
      node: Client;
    };

export type GetRefundStatusParameters = RefundInputParameters & {
  /** Address of the application contract (rollups-contracts 3.0.0-alpha.7 on). */
  application: Address;
  /** Index of the input among all inputs of the application. */
  inputIndex: bigint;
};

export type GetRefundStatusReturnType = {
  /**
   * `"not-foreclosed"`: the application runs and the deposit is its to process. `"refundable"`: it
   * is foreclosed and the deposit can be refunded. `"refunded"`: it was refunded. `"finalized"`: an
   * accepted claim covers the input, so the deposit is part of the application's state.
   * `"not-a-deposit"`: no portal the refund output builder knows sent the input.
   */
  status: RefundStatus;
  inputIndex: bigint;
  /** The whole input, as given or as read from the node. */
  input: Hex;
  /** Who sent the input: for a deposit, the portal. */
  sender: Address;
  /** The base-layer block the input was added in. */
  blockNumber: bigint;
  foreclosed: boolean;
  /** Whether the deposit of the input was refunded (`wasRefundForInputIssued`). */
  refunded: boolean;
  /** Whether an accepted claim covers the input (`wasInputFinalized` of the application's consensus). */
  finalized: boolean;
  /** Whether the input is a deposit the application's refund output builder can give back. */
  deposit: boolean;
  /** The output a refund executes (a voucher or delegate-call voucher that gives the asset back), for a deposit. */
  refundOutput?: Hex;
};

export type GetRefundStatusErrorType =
  | InvalidParameterErrorType
  | ApplicationNotDeployedErrorType
  | RefundsNotSupportedErrorType
  | InvalidInputErrorType
  | InvalidFieldErrorType
  | NodeRequestErrorType
  | CallErrorType
  | GetCodeErrorType
  | ReadContractErrorType;

/**
 * Returns what can happen to the deposit of an input after a foreclosure: the next step a user can take.
 *
 * Checks that the application's release has refunds (its `version()`, 3.0.0-alpha.7 on), then
 * reads its `isForeclosed`, `wasRefundForInputIssued` and `validateInput` (which checks the input
 * against the InputBox and gives its sender and block), then `wasInputFinalized` of its consensus
 * and `buildRefundOutput` of its refund output builder. An application of an earlier release
 * raises `RefundsNotSupportedError`, an input that is not the one the InputBox holds at the index
 * `InvalidInputError`.
 *
 * @param client - A client of the base layer the application is deployed on.
 * @param parameters - {@link GetRefundStatusParameters}
 * @returns The status and what it rests on. {@link GetRefundStatusReturnType}
 *
 * @example
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 * import { createCartesiPublicClient, getRefundStatus } from "@cartesi/viem";
 *
 * const client = createPublicClient({ chain: sepolia, transport: http() });
 * const node = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { status } = await getRefundStatus(client, {
 *   application: "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e",
 *   inputIndex: 3n,
 *   node,
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/getRefundStatus
 */
export async function getRefundStatus<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: GetRefundStatusParameters,
): Promise<GetRefundStatusReturnType> {
  return refundStatusOf(client, parameters, "/viem/getRefundStatus");
}

/**
 * Checks that `application` is deployed and of a release with refunds, as its `version()` says;
 * raises `ApplicationNotDeployedError` or `RefundsNotSupportedError`.
 */
export async function assertRefunds<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
  docsPath: string,
): Promise<void> {
  const [, version] = await Promise.all([
    assertApplicationDeployed(client, application, docsPath),
    read(client as Client<Transport, Chain | undefined>, application, "version"),
  ]);
  let release: string | undefined;
  try {
    release = version === "reverted" || version === "empty" ? undefined : contractRelease(version);
  } catch {
    // A `version()` that is not the rollups contracts' answer: no release this package knows.
  }
  if (release === undefined || !releaseCapabilities(release)?.refunds)
    throw new RefundsNotSupportedError({ application, release, docsPath });
}

/**
 * `inputIndex`, and `input` or else `node` where the action takes one (`orNode`), checked before
 * any request.
 */
export function refundParams(
  {
    inputIndex,
    input,
    node,
  }: { inputIndex: bigint; input?: Hex | undefined; node?: Client | undefined },
  docsPath: string,
  orNode = true,
): void {
  uintParam(inputIndex, "inputIndex", docsPath);
  if (input === undefined ? !orNode || node === undefined : !isHex(input) || input.length % 2 !== 0)
    throw new InvalidParameterError({
      parameter: "input",
      expected: `the whole input as hex bytes, as the node's raw_data holds it${orNode ? ", or `node` to read it from" : ""}`,
      value: input,
      docsPath,
    });
}

/** {@link getRefundStatus}, with the docs path of the action that asks. */
export async function refundStatusOf<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  parameters: GetRefundStatusParameters,
  docsPath: string,
): Promise<GetRefundStatusReturnType> {
  const { application, inputIndex, node } = parameters;
  refundParams(parameters, docsPath);
  const [, input] = await Promise.all([
    assertRefunds(client, application, docsPath),
    parameters.input ?? getInput(node!, { application, inputIndex }).then(({ rawData }) => rawData),
  ]);
  const readApplication = getAction(client, readContract, "readContract");
  const app = { address: application, abi: applicationRefundAbi } as const;
  const [foreclosed, refunded, [blockNumber, sender, payload], validator, builder] =
    await Promise.all([
      readApplication({ ...app, functionName: "isForeclosed" }),
      readApplication({ ...app, functionName: "wasRefundForInputIssued", args: [inputIndex] }),
      readApplication({ ...app, functionName: "validateInput", args: [inputIndex, input] }).catch(
        (error: unknown) => {
          const contractError = revertErrorName(error);
          if (contractError !== undefined && invalidInputErrors.includes(contractError))
            throw new InvalidInputError({
              application,
              inputIndex,
              contractError,
              cause: error as Error,
              docsPath,
            });
          throw error;
        },
      ),
      readApplication({ ...app, functionName: "getOutputsMerkleRootValidator" }),
      readApplication({ ...app, functionName: "getRefundOutputBuilder" }),
    ]);
  const [finalized, refundOutput] = await Promise.all([
    readApplication({
      address: validator,
      abi: wasInputFinalizedAbi,
      functionName: "wasInputFinalized",
      args: [application, inputIndex, blockNumber],
    }),
    readApplication({
      address: builder,
      abi: refundOutputBuilderAbi,
      functionName: "buildRefundOutput",
      args: [application, sender, payload],
    }).catch((error: unknown) => {
      // The builder refuses an input no portal it knows sent: no deposit to give back.
      if (revertErrorName(error) === "UnknownInputSender") return undefined;
      throw error;
    }),
  ]);
  const status: RefundStatus = refunded
    ? "refunded"
    : refundOutput === undefined
      ? "not-a-deposit"
      : finalized
        ? "finalized"
        : foreclosed
          ? "refundable"
          : "not-foreclosed";
  return {
    status,
    inputIndex,
    input,
    sender,
    blockNumber,
    foreclosed,
    refunded,
    finalized,
    deposit: refundOutput !== undefined,
    ...(refundOutput === undefined ? {} : { refundOutput }),
  };
}

/**
 * The typed error that says why a deposit in `state` cannot be refunded now; undefined when it can
 * (`"refundable"`).
 */
export function refundRefusal(
  application: Address,
  { status, inputIndex, sender, blockNumber }: GetRefundStatusReturnType,
  docsPath: string,
):
  | ApplicationNotForeclosedError
  | RefundAlreadyIssuedError
  | CannotRefundFinalizedInputError
  | NotADepositError
  | undefined {
  if (status === "not-foreclosed")
    return new ApplicationNotForeclosedError({ application, docsPath });
  if (status === "refunded")
    return new RefundAlreadyIssuedError({ application, inputIndex, docsPath });
  if (status === "finalized")
    return new CannotRefundFinalizedInputError({ application, inputIndex, blockNumber, docsPath });
  if (status === "not-a-deposit")
    return new NotADepositError({ application, inputIndex, sender, docsPath });
  return undefined;
}
