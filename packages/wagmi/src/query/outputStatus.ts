import type { QueryClient, QueryKey } from "@tanstack/query-core";
import type { Address, Chain, Client, Transport } from "viem";
import type { NodeUrlParameter } from "./utils.js";

/** The base-layer client the output status queries read the chain with, e.g. wagmi's `usePublicClient()`. */
export type PublicClientParameter = {
  /** A viem client of the base layer the application is deployed on. */
  publicClient: Client<Transport, Chain | undefined>;
};

/** What every output status query key carries besides the action's parameters. */
export type OutputStatusKeyParameters = NodeUrlParameter & {
  /** The base layer's chain id, from the public client's chain; `undefined` when it has none. */
  chainId: number | undefined;
};

/** The names of the queries that read an output's status, which an execution makes stale. */
export const outputStatusQueryNames = [
  "getOutputStatus",
  "getTimeToExecutable",
  "waitToExecuteOutput",
  "waitForOutputExecution",
  "waitToExecuteInputOutputs",
] as const;

/**
 * Marks stale, and refetches where shown, every cached status, estimate and wait of the outputs of
 * `application` (of `outputIndex` only, when given): what `useExecuteOutput` does once its
 * transaction is mined.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useOutputStatus
 *
 * @param queryClient - The TanStack Query client of the app.
 * @param parameters - The application and, optionally, the output.
 * @returns A promise that resolves once the refetches are done.
 *
 * @example
 * import { invalidateOutputStatusQueries } from "@cartesi/wagmi/query";
 *
 * await invalidateOutputStatusQueries(queryClient, { application: "0xab75…", outputIndex: 1n });
 */
export function invalidateOutputStatusQueries(
  queryClient: QueryClient,
  { application, outputIndex }: { application: Address; outputIndex?: bigint | undefined },
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isOutputStatusKeyOf(queryKey, application, outputIndex),
  });
}

function isOutputStatusKeyOf(
  queryKey: QueryKey,
  application: Address,
  outputIndex: bigint | undefined,
): boolean {
  const [name, parameters] = queryKey as [
    unknown,
    { application?: unknown; outputIndex?: unknown },
  ];
  if (!(outputStatusQueryNames as readonly unknown[]).includes(name)) return false;
  if (typeof parameters?.application !== "string") return false;
  if (parameters.application.toLowerCase() !== application.toLowerCase()) return false;
  // A wait for the outputs of an input has no output index: any execution there may concern it.
  return (
    outputIndex === undefined ||
    parameters.outputIndex === undefined ||
    parameters.outputIndex === outputIndex
  );
}
