import {
  type InspectErrorType,
  type InspectParameters,
  type InspectReturnType,
  inspect,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
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

export type InspectQueryKey = readonly [
  "inspect",
  Omit<InspectQueryParameters, "payload"> & { payload?: string | undefined },
];

export type InspectQueryOptions = CartesiQueryOptions<
  InspectReturnType,
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
export function inspectQueryKey({
  payload,
  ...parameters
}: InspectQueryParameters): InspectQueryKey {
  return [
    "inspect",
    { ...parameters, ...(payload !== undefined ? { payload: keyPayload(payload) } : {}) },
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
export function inspectQueryOptions(
  client: Client,
  parameters: InspectQueryParameters,
): InspectQueryOptions {
  const { application, payload, inspectUrl } = parameters;
  return {
    enabled: application !== undefined && payload !== undefined,
    queryKey: inspectQueryKey(parameters) as InspectQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => inspect(client, { application, payload, inspectUrl } as InspectParameters),
    queryKeyHashFn: hashFn,
  };
}
