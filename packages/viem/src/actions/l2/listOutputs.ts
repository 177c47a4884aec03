import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Address, Client, Hex } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Output, OutputTypeName } from "../../types/output.js";
import type { Paginated, PaginationParameters } from "../../types/pagination.js";
import {
  addressParam,
  applicationParam,
  optionalParam,
  outputTypeParam,
  paginationParams,
  uintParam,
} from "../../utils/params.js";
import { parseOutput, parsePage } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type ListOutputsParameters = PaginationParameters & {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Only outputs of this epoch. */
  epochIndex?: bigint | undefined;
  /** Only outputs of this input. */
  inputIndex?: bigint | undefined;
  /** Only outputs of this kind: `notice`, `voucher`, `delegateCallVoucher`, or its `Outputs` selector. */
  outputType?: OutputTypeName | Hex | undefined;
  /** Only vouchers to this destination. */
  voucherAddress?: Address | undefined;
};

export type ListOutputsReturnType = Paginated<Output>;

export type ListOutputsErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Lists the outputs of an application, optionally by epoch, input, type or voucher destination.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/listOutputs
 * - JSON-RPC method: [`cartesi_listOutputs`](https://cartesi.github.io/rollups-ts/rpc/cartesi_listOutputs)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link ListOutputsParameters}
 * @returns One page of outputs and where it sits. {@link ListOutputsReturnType}
 *
 * @example
 * import { createCartesiPublicClient, listOutputs } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { data } = await listOutputs(client, { application: "echo", outputType: "voucher", limit: 10, offset: 0 });
 */
export async function listOutputs(
  client: Client,
  parameters: ListOutputsParameters,
): Promise<ListOutputsReturnType> {
  const { application, epochIndex, inputIndex, outputType, voucherAddress } = parameters;
  const docsPath = "/viem/listOutputs";
  const result = await requestNode(
    client,
    "cartesi_listOutputs",
    {
      application: applicationParam(application, docsPath),
      ...optionalParam("epoch_index", epochIndex, (value) =>
        uintParam(value, "epochIndex", docsPath),
      ),
      ...optionalParam("input_index", inputIndex, (value) =>
        uintParam(value, "inputIndex", docsPath),
      ),
      ...optionalParam("output_type", outputType, (value) => outputTypeParam(value, docsPath)),
      ...optionalParam("voucher_address", voucherAddress, (value) =>
        addressParam(value, "voucherAddress", docsPath),
      ),
      ...paginationParams(parameters, docsPath),
    },
    docsPath,
  );
  return parsePage(result, "output", parseOutput);
}
