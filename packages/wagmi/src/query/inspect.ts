import {
  type ApplicationDefinition,
  type ApplicationIdentifier,
  type InspectErrorType,
  type InspectParameters,
  type InspectReturnType,
  inspect,
  type TypedInspectParameters,
  type TypedInspectReturnType,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  keyApplication,
  type NodeUrlParameter,
} from "./utils.js";

export type InspectQueryParameters = ExactPartial<InspectParameters> &
  NodeUrlParameter & {
    /**
     * The application's processed input count the answer should follow: a new count is a new key,
     * so the inspect runs again when the application's state moves (`useInspect` watches it).
     */
    processedInputCount?: bigint | undefined;
  };

/**
 * The parameters of `inspectQueryOptions` with an application's definition: `request` encoded by
 * it, and the answer's reports decoded (`decodedReports`).
 */
export type TypedInspectQueryParameters<
  application extends ApplicationDefinition = ApplicationDefinition,
> = ExactPartial<Omit<TypedInspectParameters<application>, "application">> &
  NodeUrlParameter & {
    application: application;
    /** As in {@link InspectQueryParameters}. */
    processedInputCount?: bigint | undefined;
  };

export type InspectQueryKey = readonly [
  "inspect",
  Omit<InspectQueryParameters, "payload" | "application"> & {
    /** The application's address or name; a definition as `{ address }`, whose answers are decoded. */
    application?: ApplicationIdentifier | { address: string | undefined } | undefined;
    payload?: string | undefined;
  },
];

export type InspectQueryOptions<data = InspectReturnType> = CartesiQueryOptions<
  data,
  InspectErrorType,
  InspectQueryKey
>;

/**
 * Returns the query key of `useInspect`: `["inspect", { ...parameters, nodeUrl }]`, with a payload
 * of bytes as hex and the processed input count the answer follows.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInspect
 *
 * @param parameters - The parameters of `inspect` given so far, the processed input count and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link InspectQueryKey}
 *
 * @example
 * import { inspectQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: inspectQueryKey({ application: "echo", payload: "balance", nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function inspectQueryKey(
  parameters: InspectQueryParameters | TypedInspectQueryParameters,
): InspectQueryKey {
  const { application } = parameters;
  if (typeof application === "object") {
    const { request, ...rest } = parameters as TypedInspectQueryParameters;
    const payload = request === undefined ? undefined : application.encodeInspect(request);
    return [
      "inspect",
      {
        ...rest,
        application: keyApplication(application),
        ...(payload !== undefined ? { payload } : {}),
      },
    ];
  }
  const { payload, ...rest } = parameters as InspectQueryParameters;
  return [
    "inspect",
    { ...rest, ...(payload !== undefined ? { payload: keyPayload(payload) } : {}) },
  ];
}

// Bytes go into the key as hex, which JSON (and so the key's hash) can carry.
const keyPayload = (payload: string | Uint8Array) =>
  typeof payload === "string"
    ? payload
    : `0x${Array.from(payload, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;

/**
 * Returns the TanStack Query options of `useInspect`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInspect
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `inspect` (the query waits until `application` and `payload` are set), the processed input count it follows, and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link InspectQueryOptions}
 *
 * @example
 * import { inspectQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const answer = await new QueryClient().fetchQuery(inspectQueryOptions(client, { application: "echo", payload: "balance", nodeUrl }));
 */
export function inspectQueryOptions<application extends ApplicationDefinition>(
  client: Client,
  parameters: TypedInspectQueryParameters<application>,
): InspectQueryOptions<TypedInspectReturnType<application>>;
export function inspectQueryOptions(
  client: Client,
  parameters: InspectQueryParameters,
): InspectQueryOptions;
export function inspectQueryOptions(
  client: Client,
  parameters: InspectQueryParameters | TypedInspectQueryParameters,
): InspectQueryOptions<InspectReturnType | TypedInspectReturnType> {
  const { application, inspectUrl } = parameters;
  const typed = typeof application === "object";
  const message = typed
    ? (parameters as TypedInspectQueryParameters).request
    : (parameters as InspectQueryParameters).payload;
  return {
    enabled: application !== undefined && message !== undefined,
    queryKey: inspectQueryKey(parameters) as InspectQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () =>
      typed
        ? inspect(client, { application, request: message, inspectUrl } as TypedInspectParameters)
        : inspect(client, { application, payload: message, inspectUrl } as InspectParameters),
    queryKeyHashFn: hashFn,
  };
}
