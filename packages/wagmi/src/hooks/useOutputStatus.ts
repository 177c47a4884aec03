import type {
  GetOutputStatusErrorType,
  GetOutputStatusParameters,
  GetOutputStatusReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import {
  type GetOutputStatusQueryKey,
  getOutputStatusQueryOptions,
} from "../query/getOutputStatus.js";
import type { PublicClientParameter } from "../query/outputStatus.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseOutputStatusParameters<selectData = GetOutputStatusReturnType> = ExactPartial<
  Omit<GetOutputStatusParameters, "node"> & PublicClientParameter
> &
  QueryParameter<
    GetOutputStatusReturnType,
    GetOutputStatusErrorType,
    selectData,
    GetOutputStatusQueryKey
  >;

export type UseOutputStatusReturnType<selectData = GetOutputStatusReturnType> = UseQueryResult<
  selectData,
  GetOutputStatusErrorType
>;

/**
 * Returns what the user can do with an output: wait for its claim, wait for the claim's acceptance, execute (or validate) it, or nothing, as it was executed.
 *
 * Reads the node through `CartesiProvider` and the base layer through `publicClient`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutputStatus
 * - Action: [`getOutputStatus`](https://cartesi.github.io/rollups-ts/viem/getOutputStatus)
 *
 * @param parameters - The parameters of `getOutputStatus`, the base-layer `publicClient` (the query waits until they are set), and `query`: TanStack Query options.
 * @returns TanStack Query's result; `data` is {@link GetOutputStatusReturnType}, or what `query.select` makes of it. {@link UseOutputStatusReturnType}
 *
 * @example
 * import { useOutputStatus } from "@cartesi/wagmi";
 * import { usePublicClient } from "wagmi";
 *
 * const publicClient = usePublicClient();
 * const { data } = useOutputStatus({ publicClient, application: "0xab75…", outputIndex: 1n });
 */
export function useOutputStatus<selectData = GetOutputStatusReturnType>(
  parameters: UseOutputStatusParameters<selectData> = {},
): UseOutputStatusReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useOutputStatus");
  return useQuery(getOutputStatusQueryOptions(client, { ...rest, nodeUrl }), query);
}
