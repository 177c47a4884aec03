import type {
  ApplicationDefinition,
  ApplicationIdentifier,
  ListVouchersErrorType,
  ListVouchersParameters,
  ListVouchersReturnType,
} from "@cartesi/viem";
import type { UseQueryResult } from "@tanstack/react-query";
import { useCartesiContext } from "../context.js";
import { type ListVouchersQueryKey, listVouchersQueryOptions } from "../query/listVouchers.js";
import type { ExactPartial } from "../query/utils.js";
import type { QueryParameter } from "../types.js";
import { useQuery } from "../utils/useQuery.js";

export type UseVouchersParameters<
  application extends ApplicationIdentifier | ApplicationDefinition = ApplicationIdentifier,
  selectData = ListVouchersReturnType<application>,
> = ExactPartial<Omit<ListVouchersParameters<application>, "application">> &
  QueryParameter<
    ListVouchersReturnType<application>,
    ListVouchersErrorType,
    selectData,
    ListVouchersQueryKey
  >;

export type UseVouchersReturnType<selectData = ListVouchersReturnType> = UseQueryResult<
  selectData,
  ListVouchersErrorType
>;

/**
 * Lists the vouchers of an application, optionally by epoch, input or destination, with their payloads decoded by
 * the application's definition.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi/useVouchers
 * - Action: [`listVouchers`](https://cartesi.github.io/rollups-ts/viem/listVouchers)
 *
 * @param application - The application's definition (`defineApplication`), or its address or name (the payloads then stay bytes); the query waits while it is undefined.
 * @param parameters - The filters of `listVouchers` and `query`: TanStack Query options such as `select`, `enabled` or `refetchInterval`.
 * @returns TanStack Query's result; `data` is {@link ListVouchersReturnType}, each voucher with its `decodedPayload`, or what `query.select` makes of it. A voucher whose payload does not decode is the query's `error` (an `InvalidEncodingError`). {@link UseVouchersReturnType}
 *
 * @example
 * import { useVouchers } from "@cartesi/wagmi";
 *
 * const { data: vouchers, isPending, error } = useVouchers(echo, { inputIndex: 0n });
 */
export function useVouchers<
  application extends ApplicationIdentifier | ApplicationDefinition,
  selectData = ListVouchersReturnType<application>,
>(
  application: application | undefined,
  parameters: UseVouchersParameters<application, selectData> = {},
): UseVouchersReturnType<selectData> {
  const { query, ...rest } = parameters;
  const { client, nodeUrl } = useCartesiContext("useVouchers");
  return useQuery(listVouchersQueryOptions(client, { ...rest, application, nodeUrl }), query);
}
