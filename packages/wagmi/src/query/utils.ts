import type { DataTag, QueryFunction, QueryKey } from "@tanstack/query-core";

/** Every property optional, also as `undefined`: a hook's parameters before they are all known. */
export type ExactPartial<type> = { [key in keyof type]?: type[key] | undefined };

/** The node URL that every query key carries, so two nodes never share cache entries. */
export type NodeUrlParameter = {
  /** URL of the rollups node's JSON-RPC endpoint. */
  nodeUrl: string;
};

/** The options a `<action>QueryOptions` builder returns: spread them into `useQuery`, `fetchQuery` or `prefetchQuery`. */
export type CartesiQueryOptions<data, error, queryKey extends QueryKey> = {
  /** False until the action's required parameters are present. */
  enabled: boolean;
  queryKey: DataTag<queryKey, data, error>;
  queryFn: QueryFunction<data, queryKey>;
  queryKeyHashFn: (queryKey: QueryKey) => string;
};

/**
 * Hashes a query key like TanStack Query does (object keys sorted), but also accepts bigints,
 * which `JSON.stringify` rejects.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi
 *
 * @param queryKey - A query key, e.g. from `listOutputsQueryKey`.
 * @returns A string equal for equal keys, with `1n` and `"1"` kept apart.
 *
 * @example
 * import { hashFn } from "@cartesi/wagmi/query";
 * import { QueryClient } from "@tanstack/react-query";
 *
 * const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } });
 */
export function hashFn(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) => {
    if (typeof value === "bigint") return { $bigint: value.toString() };
    if (isPlainObject(value))
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, value[key]]),
      );
    return value;
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * An application as a query key holds it: a definition as `{ address }`, whose reads are decoded,
 * apart from the same address given plainly, whose reads are bytes.
 */
export function keyApplication<application>(
  application: application,
): application | { address: string | undefined } {
  return typeof application === "object" && application !== null
    ? { address: (application as { address?: string }).address }
    : application;
}
