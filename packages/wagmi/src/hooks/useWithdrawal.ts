import type {
  GetWithdrawalErrorType,
  GetWithdrawalParameters,
  GetWithdrawalReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type GetWithdrawalQueryKey, getWithdrawalQueryOptions } from "../query/getWithdrawal.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseWithdrawalParameters<selectData = GetWithdrawalReturnType> =
  ExactPartial<GetWithdrawalParameters> &
    QueryParameter<
      GetWithdrawalReturnType,
      GetWithdrawalErrorType,
      selectData,
      GetWithdrawalQueryKey
    >;

export type UseWithdrawalReturnType<selectData = GetWithdrawalReturnType> = UseQueryResult<
  selectData,
  GetWithdrawalErrorType
>;

/**
 * Returns the withdrawal of an account from a foreclosed application, once the node has seen it executed on the base layer.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useWithdrawal
 * - Action: [`getWithdrawal`](https://cartesi.github.io/rollups-ts/viem/getWithdrawal)
 *
 * @param parameters - The parameters of `getWithdrawal` (the query waits until `application` and `accountIndex` are set), and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link GetWithdrawalReturnType}, or what `query.select` makes of it. {@link UseWithdrawalReturnType}
 *
 * @example
 * import { useWithdrawal } from "@cartesi/wagmi";
 *
 * const { data: withdrawal, isPending, error } = useWithdrawal({ application: "echo", accountIndex: 0n });
 */
export function useWithdrawal<selectData = GetWithdrawalReturnType>(
  parameters: UseWithdrawalParameters<selectData> = {},
): UseWithdrawalReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useWithdrawal");
  return useQuery(getWithdrawalQueryOptions(client, { ...rest, nodeUrl }), query);
}
