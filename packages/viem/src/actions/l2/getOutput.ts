import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Output } from "../../types/output.js";
import { applicationParam, uintParam } from "../../utils/params.js";
import { itemData, parseOutput } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetOutputParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Index of the output among all outputs of the application. */
  outputIndex: bigint;
};

export type GetOutputReturnType = Output;

export type GetOutputErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns an output of an application (notice, voucher or delegate-call voucher), with its proof once the claim of its epoch is computed.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getOutput
 * - JSON-RPC method: [`cartesi_getOutput`](https://cartesi.github.io/rollups-ts/rpc/cartesi_getOutput)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetOutputParameters}
 * @returns The output, decoded by kind, with its raw bytes and proof. {@link GetOutputReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getOutput } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const output = await getOutput(client, { application: "echo", outputIndex: 0n });
 */
export async function getOutput(
  client: Client,
  { application, outputIndex }: GetOutputParameters,
): Promise<GetOutputReturnType> {
  const docsPath = "/viem/getOutput";
  const result = await requestNode(
    client,
    "cartesi_getOutput",
    {
      application: applicationParam(application, docsPath),
      output_index: uintParam(outputIndex, "outputIndex", docsPath),
    },
    docsPath,
  );
  return parseOutput(itemData(result), "output");
}
