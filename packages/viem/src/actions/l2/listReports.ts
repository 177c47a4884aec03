import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Paginated, PaginationParameters } from "../../types/pagination.js";
import type { Report } from "../../types/report.js";
import {
  applicationParam,
  optionalParam,
  paginationParams,
  uintParam,
} from "../../utils/params.js";
import { parsePage, parseReport } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type ListReportsParameters = PaginationParameters & {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Only reports of this epoch. */
  epochIndex?: bigint | undefined;
  /** Only reports of this input. */
  inputIndex?: bigint | undefined;
};

export type ListReportsReturnType = Paginated<Report>;

export type ListReportsErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Lists the reports of an application, optionally of one epoch or one input.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/listReports
 * - JSON-RPC method: [`cartesi_listReports`](https://cartesi.github.io/rollups-ts/rpc/cartesi_listReports)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link ListReportsParameters}
 * @returns One page of reports and where it sits. {@link ListReportsReturnType}
 *
 * @example
 * import { createCartesiPublicClient, listReports } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { data } = await listReports(client, { application: "echo", limit: 10, offset: 0 });
 */
export async function listReports(
  client: Client,
  parameters: ListReportsParameters,
): Promise<ListReportsReturnType> {
  const { application, epochIndex, inputIndex } = parameters;
  const docsPath = "/viem/listReports";
  const result = await requestNode(
    client,
    "cartesi_listReports",
    {
      application: applicationParam(application, docsPath),
      ...optionalParam("epoch_index", epochIndex, (value) =>
        uintParam(value, "epochIndex", docsPath),
      ),
      ...optionalParam("input_index", inputIndex, (value) =>
        uintParam(value, "inputIndex", docsPath),
      ),
      ...paginationParams(parameters, docsPath),
    },
    docsPath,
  );
  return parsePage(result, "report", parseReport);
}
