import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Address, Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Input } from "../../types/input.js";
import type { Paginated, PaginationParameters } from "../../types/pagination.js";
import {
  addressParam,
  applicationParam,
  optionalParam,
  paginationParams,
  uintParam,
} from "../../utils/params.js";
import { parseInput, parsePage } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type ListInputsParameters = PaginationParameters & {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Only inputs of this epoch. */
  epochIndex?: bigint | undefined;
  /** Only inputs sent by this address (for deposits, the portal). */
  sender?: Address | undefined;
};

export type ListInputsReturnType = Paginated<Input>;

export type ListInputsErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Lists the inputs of an application, optionally of one epoch or one sender.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/listInputs
 * - JSON-RPC method: [`cartesi_listInputs`](https://cartesi.github.io/rollups-ts/rpc/cartesi_listInputs)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link ListInputsParameters}
 * @returns One page of inputs and where it sits. {@link ListInputsReturnType}
 *
 * @example
 * import { createCartesiPublicClient, listInputs } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { data } = await listInputs(client, { application: "echo", limit: 10, offset: 0 });
 */
export async function listInputs(
  client: Client,
  parameters: ListInputsParameters,
): Promise<ListInputsReturnType> {
  const { application, epochIndex, sender } = parameters;
  const docsPath = "/viem/listInputs";
  const result = await requestNode(
    client,
    "cartesi_listInputs",
    {
      application: applicationParam(application, docsPath),
      ...optionalParam("epoch_index", epochIndex, (value) =>
        uintParam(value, "epochIndex", docsPath),
      ),
      ...optionalParam("sender", sender, (value) => addressParam(value, "sender", docsPath)),
      ...paginationParams(parameters, docsPath),
    },
    docsPath,
  );
  return parsePage(result, "input", parseInput);
}
