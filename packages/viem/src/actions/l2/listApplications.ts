import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Application } from "../../types/application.js";
import type { Paginated, PaginationParameters } from "../../types/pagination.js";
import { paginationParams } from "../../utils/params.js";
import { parseApplication, parsePage } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type ListApplicationsParameters = PaginationParameters;

export type ListApplicationsReturnType = Paginated<Application>;

export type ListApplicationsErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Lists the applications the node runs, one page at a time.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/listApplications
 * - JSON-RPC method: [`cartesi_listApplications`](https://cartesi.github.io/rollups-ts/rpc/cartesi_listApplications)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link ListApplicationsParameters}
 * @returns One page of applications and where it sits. {@link ListApplicationsReturnType}
 *
 * @example
 * import { createCartesiPublicClient, listApplications } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { data, pagination } = await listApplications(client, { limit: 10, offset: 0 });
 */
export async function listApplications(
  client: Client,
  parameters: ListApplicationsParameters = {},
): Promise<ListApplicationsReturnType> {
  const docsPath = "/viem/listApplications";
  const result = await requestNode(
    client,
    "cartesi_listApplications",
    {
      ...paginationParams(parameters, docsPath),
    },
    docsPath,
  );
  return parsePage(result, "application", parseApplication);
}
