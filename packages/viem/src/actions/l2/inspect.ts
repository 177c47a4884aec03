import type { ApplicationIdentifier } from "@cartesi/rpc";
import {
  type InspectResponse,
  type InspectStatus,
  inspect as inspectNode,
} from "@cartesi/rpc/inspect";
import { type Client, type Hex, TimeoutError, type TimeoutErrorType } from "viem";
import {
  type ApplicationDefinition,
  type ApplicationInspectReport,
  type ApplicationInspectRequest,
  applicationAddress,
} from "../../application/defineApplication.js";
import type { InvalidEncodingErrorType } from "../../errors/encoding.js";
import {
  AtCapacityError,
  type AtCapacityErrorType,
  BrowserBlockedError,
  type BrowserBlockedErrorType,
  InspectForeclosedError,
  type InspectForeclosedErrorType,
  MachineNotReadyError,
  type MachineNotReadyErrorType,
  NodeHttpError,
  type NodeHttpErrorType,
  PayloadTooLargeError,
  type PayloadTooLargeErrorType,
} from "../../errors/http.js";
import {
  ApplicationNotFoundError,
  type ApplicationNotFoundErrorType,
  InvalidFieldError,
  type InvalidFieldErrorType,
} from "../../errors/node.js";
import { InvalidParameterError, type InvalidParameterErrorType } from "../../errors/parameter.js";
import { applicationParam } from "../../utils/params.js";

export type { InspectStatus } from "@cartesi/rpc/inspect";

export type InspectParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /**
   * What to ask the application: bytes, a `0x` string with an even number of hex digits (bytes),
   * or any other string (sent as UTF-8 text). At most 2 MiB.
   */
  payload: Hex | string | Uint8Array;
  /**
   * The node's inspect endpoint, to which `/<application>` is added. Default: the client's node
   * URL with its trailing `/rpc` replaced by `/inspect`, as the Cartesi CLI serves both.
   */
  inspectUrl?: string | undefined;
};

export type InspectReturnType = {
  /**
   * How the inspect ended: `Accepted`, `Rejected` or `Exception` (the application's answer);
   * newer nodes add `MachineHalted` and `Failed`; a value a newer node adds passes through.
   */
  status: InspectStatus;
  /** The payloads of the reports the application emitted, in order. */
  reports: Hex[];
  /** How many inputs the machine had processed when it answered. */
  processedInputCount: bigint;
  /** Why the node could not complete the inspect, or (older nodes) the exception's message. */
  error?: string | undefined;
  /** The application's exception payload, with `Exception` (newer nodes). */
  exceptionData?: Hex | undefined;
};

/**
 * The parameters of {@link inspect} with an application's definition: `request` in the type the
 * definition gives, encoded by it as the payload.
 */
export type TypedInspectParameters<
  application extends ApplicationDefinition = ApplicationDefinition,
> = Omit<InspectParameters, "application" | "payload"> & {
  /** The application's definition (`defineApplication`), which names its address. */
  application: application;
  /** What to ask, as the definition describes inspect requests. */
  request: ApplicationInspectRequest<application>;
};

/** The answer of {@link inspect} with an application's definition: the reports decoded as well. */
export type TypedInspectReturnType<
  application extends ApplicationDefinition = ApplicationDefinition,
> = InspectReturnType & {
  /** The reports, decoded as the definition describes the reports of inspect answers. */
  decodedReports: ApplicationInspectReport<application>[];
};

export type InspectErrorType =
  | ApplicationNotFoundErrorType
  | PayloadTooLargeErrorType
  | MachineNotReadyErrorType
  | InspectForeclosedErrorType
  | AtCapacityErrorType
  | BrowserBlockedErrorType
  | NodeHttpErrorType
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | InvalidEncodingErrorType
  | TimeoutErrorType;

type TransportConfig = {
  url?: string;
  retryCount?: number;
  retryDelay?: number;
  timeout?: number;
  fetchOptions?: { headers?: Record<string, string> };
};

const docsPath = "/viem/inspect";

/** This package's class for each error of `@cartesi/rpc/inspect`, by the latter's name. */
const httpErrors: Record<string, typeof NodeHttpError> = {
  PayloadTooLargeError,
  MachineNotReadyError,
  ApplicationForeclosedError: InspectForeclosedError,
  AtCapacityError,
  BrowserBlockedError,
  HttpError: NodeHttpError,
};

/** The error of this package for one of `@cartesi/rpc/inspect`. */
function toViemError(error: unknown, application: string): unknown {
  const {
    name = "",
    url = "",
    status,
    requestId,
    details,
    shortMessage = "",
    data,
  } = error as {
    name?: string;
    url?: string;
    status?: number;
    requestId?: string;
    details?: string;
    shortMessage?: string;
    data?: unknown;
  };
  const cause = error as Error;
  if (name === "ApplicationNotFoundError")
    return new ApplicationNotFoundError(
      `The node does not know application ${application}.`,
      { cause, code: undefined, docsPath, requestId },
      name,
    );
  if (name === "RequestTimeoutError") return new TimeoutError({ body: { application }, url });
  if (name === "MalformedResponseError")
    return new InvalidFieldError({
      field: "inspect answer",
      expected: "an inspect answer",
      value: data,
      cause,
    });
  const ErrorClass = httpErrors[name];
  if (!ErrorClass) return error;
  return new ErrorClass(shortMessage, {
    cause,
    details: details || undefined,
    status,
    requestId,
    url,
    docsPath,
    name:
      ErrorClass === NodeHttpError
        ? "NodeHttpError"
        : ErrorClass === InspectForeclosedError
          ? "InspectForeclosedError"
          : name,
  });
}

/** The answer as this package types it, from either shape the node has sent. */
export function parseInspectResponse(answer: InspectResponse): InspectReturnType {
  const error = answer.error ?? answer.exception;
  return {
    status: answer.status,
    reports: (answer.reports ?? []).map((report) => report.payload),
    processedInputCount: BigInt(answer.processed_input_count),
    ...(error !== undefined ? { error } : {}),
    ...(answer.exception_data !== undefined ? { exceptionData: answer.exception_data } : {}),
  };
}

/**
 * Asks an application about its state, without a transaction: the node runs the payload on the
 * application's machine and answers with the reports it emitted.
 *
 * With an application's definition (`defineApplication`) as `application`, `request` takes the
 * place of `payload`, encoded by the definition, and the answer adds `decodedReports`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/inspect
 * - Node endpoint: `POST /inspect/<application>` (beside the JSON-RPC)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link InspectParameters}
 * @returns The status, the reports and the processed input count it answered at. {@link InspectReturnType}
 *
 * @example
 * import { createCartesiPublicClient, inspect, reportToText } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { reports } = await inspect(client, { application: "echo", payload: "hello" });
 * const text = reportToText(reports[0]!);
 */
export async function inspect<application extends ApplicationDefinition>(
  client: Client,
  parameters: TypedInspectParameters<application>,
): Promise<TypedInspectReturnType<application>>;
export async function inspect(
  client: Client,
  parameters: InspectParameters,
): Promise<InspectReturnType>;
export async function inspect(
  client: Client,
  parameters: InspectParameters | TypedInspectParameters,
): Promise<InspectReturnType | TypedInspectReturnType> {
  const definition =
    typeof parameters.application === "object" ? parameters.application : undefined;
  if (!definition) return inspectPayload(client, parameters as InspectParameters);
  const { request, inspectUrl } = parameters as TypedInspectParameters;
  const answer = await inspectPayload(client, {
    application: applicationAddress(definition, docsPath),
    payload: definition.encodeInspect(request),
    inspectUrl,
  });
  return { ...answer, decodedReports: answer.reports.map(definition.decodeInspectReport) };
}

async function inspectPayload(
  client: Client,
  { application, payload, inspectUrl }: InspectParameters,
): Promise<InspectReturnType> {
  applicationParam(application, docsPath);
  const transport = client.transport as TransportConfig;
  const url = transport.url;
  if (!url && !inspectUrl)
    throw new InvalidParameterError({
      parameter: "inspectUrl",
      expected: "the node's inspect endpoint, as the client's transport has no URL",
      value: inspectUrl,
      docsPath,
    });
  if (typeof payload !== "string" && !(payload instanceof Uint8Array))
    throw new InvalidParameterError({
      parameter: "payload",
      expected: "a hex string, a string or bytes",
      value: payload,
      docsPath,
    });
  try {
    const answer = await inspectNode(
      {
        url: (url ?? inspectUrl)!,
        ...(inspectUrl ? { inspectUrl } : {}),
        ...(transport.retryCount !== undefined ? { retryCount: transport.retryCount } : {}),
        ...(transport.retryDelay !== undefined ? { retryDelay: transport.retryDelay } : {}),
        ...(transport.timeout !== undefined ? { timeout: transport.timeout } : {}),
        ...(transport.fetchOptions?.headers ? { headers: transport.fetchOptions.headers } : {}),
      },
      { application, payload },
    );
    return parseInspectResponse(answer);
  } catch (error) {
    throw toViemError(error, application);
  }
}
