import type { QueryClient, QueryKey } from "@tanstack/query-core";
import type { Address, Client, Hex } from "viem";

/** The names of the queries that read the refund status of an application's deposits, which a refund or a foreclosure makes stale. */
export const refundStatusQueryNames = ["getRefundStatus", "waitForRefundStatus"] as const;

/** Where a refund query takes the input from: `input`, or else the node it is given. */
export type RefundInputQueryParameters = {
  /** The whole input as the InputBox added it (the node's `raw_data`); without it, the input is read from `node`. */
  input?: Hex | undefined;
  /** A client pointed at the application's rollups node, which serves the input when `input` is left out; the query key leaves it out. */
  node?: Client | undefined;
  /** URL of that node: the query key carries it when the input is read from the node. */
  nodeUrl?: string | undefined;
};

/**
 * Marks stale, and refetches where shown, every cached refund status and wait of the deposits of
 * `application` (of `inputIndex` only, when given): what `useIssueRefund` and `useForeclose` do
 * once their transaction is mined.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useRefundStatus
 *
 * @param queryClient - The TanStack Query client of the app.
 * @param parameters - The application and, optionally, the input.
 * @returns A promise that resolves once the refetches are done.
 *
 * @example
 * import { invalidateRefundStatusQueries } from "@cartesi/wagmi/query";
 *
 * await invalidateRefundStatusQueries(queryClient, { application: "0xab75…", inputIndex: 3n });
 */
export function invalidateRefundStatusQueries(
  queryClient: QueryClient,
  { application, inputIndex }: { application: Address; inputIndex?: bigint | undefined },
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isRefundStatusKeyOf(queryKey, application, inputIndex),
  });
}

function isRefundStatusKeyOf(
  queryKey: QueryKey,
  application: Address,
  inputIndex: bigint | undefined,
): boolean {
  const [name, parameters] = queryKey as [unknown, { application?: unknown; inputIndex?: unknown }];
  if (!(refundStatusQueryNames as readonly unknown[]).includes(name)) return false;
  if (typeof parameters?.application !== "string") return false;
  if (parameters.application.toLowerCase() !== application.toLowerCase()) return false;
  return inputIndex === undefined || parameters.inputIndex === inputIndex;
}

/** The action's `input` or `node`, as the query options give them: the node only without an input. */
export function refundInput({ input, node }: RefundInputQueryParameters) {
  return input !== undefined ? { input } : { node: node! };
}
