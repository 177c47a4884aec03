import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Report } from "../../types/report.js";
import { applicationParam, uintParam } from "../../utils/params.js";
import { itemData, parseReport } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetReportParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Index of the report among all reports of the application. */
  reportIndex: bigint;
};

export type GetReportReturnType = Report;

export type GetReportErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns a report of an application.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getReport
 * - JSON-RPC method: [`cartesi_getReport`](https://cartesi.github.io/rollups-ts/rpc/cartesi_getReport)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetReportParameters}
 * @returns The report. {@link GetReportReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getReport } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const report = await getReport(client, { application: "echo", reportIndex: 0n });
 */
export async function getReport(
  client: Client,
  { application, reportIndex }: GetReportParameters,
): Promise<GetReportReturnType> {
  const docsPath = "/viem/getReport";
  const result = await requestNode(
    client,
    "cartesi_getReport",
    {
      application: applicationParam(application, docsPath),
      report_index: uintParam(reportIndex, "reportIndex", docsPath),
    },
    docsPath,
  );
  return parseReport(itemData(result), "report");
}
