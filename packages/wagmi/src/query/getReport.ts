import {
  type GetReportErrorType,
  type GetReportParameters,
  type GetReportReturnType,
  getReport,
} from "@cartesi/viem";
import type { Client } from "viem";
import {
  type CartesiQueryOptions,
  type ExactPartial,
  hashFn,
  type NodeUrlParameter,
} from "./utils.js";

export type GetReportQueryParameters = ExactPartial<GetReportParameters> & NodeUrlParameter;

export type GetReportQueryKey = readonly [
  "getReport",
  ExactPartial<GetReportParameters> & NodeUrlParameter,
];

export type GetReportQueryOptions = CartesiQueryOptions<
  GetReportReturnType,
  GetReportErrorType,
  GetReportQueryKey
>;

/**
 * Returns the query key of `useReport`: `["getReport", { ...parameters, nodeUrl }]`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useReport
 *
 * @param parameters - The parameters of `getReport` given so far, and the node URL.
 * @returns The query key, e.g. to invalidate or read the cached data. {@link GetReportQueryKey}
 *
 * @example
 * import { getReportQueryKey } from "@cartesi/wagmi/query";
 *
 * await queryClient.invalidateQueries({
 *   queryKey: getReportQueryKey({ application: "echo", reportIndex: 0n, nodeUrl: "http://127.0.0.1:6751/rpc" }),
 * });
 */
export function getReportQueryKey(parameters: GetReportQueryParameters): GetReportQueryKey {
  return ["getReport", { ...parameters }];
}

/**
 * Returns the TanStack Query options of `useReport`, to use without React or without the hook.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useReport
 *
 * @param client - A viem client pointed at the rollups node.
 * @param parameters - The parameters of `getReport` (the query waits until `application` and `reportIndex` are set), and the node URL, which the query key carries.
 * @returns `queryKey`, `queryFn`, `enabled` and the bigint-safe `queryKeyHashFn`, typed with the data so `select` infers. {@link GetReportQueryOptions}
 *
 * @example
 * import { getReportQueryOptions } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/query-core";
 * import { createClient, http } from "viem";
 *
 * const nodeUrl = "http://127.0.0.1:6751/rpc";
 * const client = createClient({ transport: http(nodeUrl) });
 * const report = await new QueryClient().fetchQuery(getReportQueryOptions(client, { application: "echo", reportIndex: 0n, nodeUrl }));
 */
export function getReportQueryOptions(
  client: Client,
  parameters: GetReportQueryParameters,
): GetReportQueryOptions {
  return {
    enabled: parameters.application !== undefined && parameters.reportIndex !== undefined,
    queryKey: getReportQueryKey(parameters) as GetReportQueryOptions["queryKey"],
    // Missing parameters reach the action, which rejects them with an InvalidParameterError naming them.
    queryFn: () => getReport(client, parameters as GetReportParameters),
    queryKeyHashFn: hashFn,
  };
}
