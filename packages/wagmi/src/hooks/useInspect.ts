import type {
  ApplicationDefinition,
  InspectErrorType,
  InspectParameters,
  InspectReturnType,
  TypedInspectParameters,
  TypedInspectReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import {
  type InspectQueryKey,
  type InspectQueryParameters,
  inspectQueryOptions,
} from "../query/inspect.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";
import { useProcessedInputCount } from "./useProcessedInputCount.js";

export type UseInspectParameters<selectData = InspectReturnType> =
  ExactPartial<InspectParameters> & {
    /**
     * Milliseconds between looks at the application's processed input count, whose every change runs
     * the inspect again; default the client's `pollingInterval`; `false` to look only as TanStack
     * Query refetches.
     */
    pollingInterval?: number | false | undefined;
  } & QueryParameter<InspectReturnType, InspectErrorType, selectData, InspectQueryKey>;

/** The parameters of `useInspect` with an application's definition, which `request` is typed by. */
export type UseTypedInspectParameters<
  application extends ApplicationDefinition = ApplicationDefinition,
  selectData = TypedInspectReturnType<application>,
> = ExactPartial<Omit<TypedInspectParameters<application>, "application">> & {
  /** As without a definition: every change of the processed input count runs the inspect again. */
  pollingInterval?: number | false | undefined;
} & QueryParameter<
    TypedInspectReturnType<application>,
    InspectErrorType,
    selectData,
    InspectQueryKey
  >;

export type UseInspectReturnType<selectData = InspectReturnType> = UseQueryResult<
  selectData,
  InspectErrorType
>;

/**
 * Asks an application about its state without a transaction, and asks again whenever the node has
 * processed another of its inputs.
 *
 * Given an application's definition first, the request is typed and encoded by it and the answer
 * adds `decodedReports`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useInspect
 * - Action: [`inspect`](https://cartesi.github.io/rollups-ts/viem/inspect)
 *
 * @param parameters - The parameters of `inspect` (the query waits until `application` and `payload` are set), `pollingInterval` of the processed input count it follows, and `query`: TanStack Query options such as `select` or `enabled`. With a definition first: `request` in place of `application` and `payload`.
 * @returns TanStack Query's result; `data` is {@link InspectReturnType}, or what `query.select` makes of it. {@link UseInspectReturnType}
 *
 * @example
 * import { useInspect } from "@cartesi/wagmi";
 *
 * const { data: answer, isPending, error } = useInspect({ application: "echo", payload: "balance" });
 * const { data: typed } = useInspect(echo, { request: "balance" });
 */
export function useInspect<
  application extends ApplicationDefinition,
  selectData = TypedInspectReturnType<application>,
>(
  application: application,
  parameters?: UseTypedInspectParameters<application, selectData>,
): UseInspectReturnType<selectData>;
export function useInspect<selectData = InspectReturnType>(
  parameters?: UseInspectParameters<selectData>,
): UseInspectReturnType<selectData>;
export function useInspect(
  first: ApplicationDefinition | UseInspectParameters = {},
  second: UseTypedInspectParameters = {},
): UseInspectReturnType<unknown> {
  const definition = "encodeInspect" in first ? (first as ApplicationDefinition) : undefined;
  const { query, pollingInterval, ...rest } = (definition ? second : first) as UseInspectParameters;
  const { client, nodeUrl } = useCartesiContext("useInspect");
  const count = useProcessedInputCount({
    application: definition ? definition.address : rest.application,
    query: { refetchInterval: pollingInterval ?? client.pollingInterval },
  });
  // The inspect waits for the count, so its first answer is already keyed by the state it follows.
  const options = inspectQueryOptions(client, {
    ...rest,
    ...(definition ? { application: definition } : {}),
    processedInputCount: count.data,
    nodeUrl,
  } as InspectQueryParameters);
  return useQuery({ ...options, enabled: options.enabled && !count.isPending }, query);
}
