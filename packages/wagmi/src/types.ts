import type { QueryKey, UseQueryOptions } from "@tanstack/react-query";

/** The `query` parameter of every hook: TanStack Query options, kept apart from the action's parameters. */
export type QueryParameter<queryFnData, error, data, queryKey extends QueryKey> = {
  /** TanStack Query options (`select`, `staleTime`, `refetchInterval`, `enabled`, ...); the key and function come from the hook. */
  query?:
    | (Omit<
        UseQueryOptions<queryFnData, error, data, queryKey>,
        "enabled" | "queryFn" | "queryHash" | "queryKey" | "queryKeyHashFn"
      > & {
        /** Set to `false` to hold the query; it also waits for the hook's required parameters. @default true */
        enabled?: boolean | undefined;
      })
    | undefined;
};
