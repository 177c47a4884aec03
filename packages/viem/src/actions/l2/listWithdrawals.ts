import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Paginated, PaginationParameters } from "../../types/pagination.js";
import type { Withdrawal } from "../../types/withdrawal.js";
import {
  applicationParam,
  optionalParam,
  paginationParams,
  uintParam,
} from "../../utils/params.js";
import { parsePage, parseWithdrawal } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type ListWithdrawalsParameters = PaginationParameters & {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Only the withdrawal of this account. */
  accountIndex?: bigint | undefined;
};

export type ListWithdrawalsReturnType = Paginated<Withdrawal>;

export type ListWithdrawalsErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Lists the withdrawals from a foreclosed application that the node has seen executed on the base layer.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/listWithdrawals
 * - JSON-RPC method: [`cartesi_listWithdrawals`](https://cartesi.github.io/rollups-ts/rpc/cartesi_listWithdrawals)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link ListWithdrawalsParameters}
 * @returns One page of withdrawals and where it sits. {@link ListWithdrawalsReturnType}
 *
 * @example
 * import { createCartesiPublicClient, listWithdrawals } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { data } = await listWithdrawals(client, { application: "echo", limit: 10, offset: 0 });
 */
export async function listWithdrawals(
  client: Client,
  parameters: ListWithdrawalsParameters,
): Promise<ListWithdrawalsReturnType> {
  const { application, accountIndex } = parameters;
  const docsPath = "/viem/listWithdrawals";
  const result = await requestNode(
    client,
    "cartesi_listWithdrawals",
    {
      application: applicationParam(application, docsPath),
      ...optionalParam("account_index", accountIndex, (value) =>
        uintParam(value, "accountIndex", docsPath),
      ),
      ...paginationParams(parameters, docsPath),
    },
    docsPath,
  );
  return parsePage(result, "withdrawal", parseWithdrawal);
}
