import {
  type QueryKey,
  type UseQueryResult,
  useQuery as useTanstackQuery,
} from "@tanstack/react-query";
import type { CartesiQueryOptions } from "../query/utils.js";
import type { QueryParameter } from "../types.js";

/** TanStack's `useQuery` with a builder's options, the caller's `query` options, and both `enabled` flags. */
export function useQuery<data, error, selectData, queryKey extends QueryKey>(
  options: CartesiQueryOptions<data, error, queryKey>,
  query: QueryParameter<data, error, selectData, queryKey>["query"],
): UseQueryResult<selectData, error> {
  return useTanstackQuery({
    ...query,
    ...options,
    enabled: options.enabled && (query?.enabled ?? true),
  });
}
