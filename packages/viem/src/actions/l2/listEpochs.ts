import type { ApplicationIdentifier, EpochStatus } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Epoch } from "../../types/epoch.js";
import type { Paginated, PaginationParameters } from "../../types/pagination.js";
import {
  applicationParam,
  epochStatusParam,
  optionalParam,
  paginationParams,
} from "../../utils/params.js";
import { parseEpoch, parsePage } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type ListEpochsParameters = PaginationParameters & {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Only epochs in this status. */
  status?: EpochStatus | undefined;
};

export type ListEpochsReturnType = Paginated<Epoch>;

export type ListEpochsErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Lists the epochs of an application, optionally only those in one status.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/listEpochs
 * - JSON-RPC method: [`cartesi_listEpochs`](https://cartesi.github.io/rollups-ts/rpc/cartesi_listEpochs)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link ListEpochsParameters}
 * @returns One page of epochs and where it sits. {@link ListEpochsReturnType}
 *
 * @example
 * import { createCartesiPublicClient, listEpochs } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { data } = await listEpochs(client, { application: "echo", status: "CLAIM_ACCEPTED", limit: 10, offset: 0 });
 */
export async function listEpochs(
  client: Client,
  parameters: ListEpochsParameters,
): Promise<ListEpochsReturnType> {
  const { application, status } = parameters;
  const docsPath = "/viem/listEpochs";
  const result = await requestNode(
    client,
    "cartesi_listEpochs",
    {
      application: applicationParam(application, docsPath),
      ...optionalParam("status", status, (value) => epochStatusParam(value, docsPath)),
      ...paginationParams(parameters, docsPath),
    },
    docsPath,
  );
  return parsePage(result, "epoch", parseEpoch);
}
