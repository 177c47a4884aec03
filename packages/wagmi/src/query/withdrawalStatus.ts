import type { QueryClient, QueryKey } from "@tanstack/query-core";
import type { Address } from "viem";

/** The names of the queries that read a foreclosed application's withdrawals, which a foreclosure, a proof or a withdrawal makes stale. */
export const withdrawalStatusQueryNames = [
  "getWithdrawalStatus",
  "waitForWithdrawalStatus",
  "listWithdrawals",
  "getWithdrawal",
] as const;

/**
 * Marks stale, and refetches where shown, every cached withdrawal status, wait and node record of
 * `application`: what `useForeclose`, `useProveAccountsDriveMerkleRoot` and `useWithdraw` do once
 * their transaction is mined.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawalStatus
 *
 * @param queryClient - The TanStack Query client of the app.
 * @param parameters - The application, by address.
 * @returns A promise that resolves once the refetches are done.
 *
 * @example
 * import { invalidateWithdrawalStatusQueries } from "@cartesi/wagmi/query";
 *
 * await invalidateWithdrawalStatusQueries(queryClient, { application: "0xab75…" });
 */
export function invalidateWithdrawalStatusQueries(
  queryClient: QueryClient,
  { application }: { application: Address },
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isWithdrawalStatusKeyOf(queryKey, application),
  });
}

function isWithdrawalStatusKeyOf(queryKey: QueryKey, application: Address): boolean {
  const [name, parameters] = queryKey as [unknown, { application?: unknown }];
  if (!(withdrawalStatusQueryNames as readonly unknown[]).includes(name)) return false;
  // The node's records may name the application by its name: any of them may be this one.
  const keyed = parameters?.application;
  return (
    typeof keyed !== "string" ||
    !/^0x[0-9a-fA-F]{40}$/.test(keyed) ||
    keyed.toLowerCase() === application.toLowerCase()
  );
}
