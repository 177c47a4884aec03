import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Input } from "../../types/input.js";
import { applicationParam, uintParam } from "../../utils/params.js";
import { itemData, parseInput } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetInputParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** Index of the input among all inputs of the application. */
  inputIndex: bigint;
};

export type GetInputReturnType = Input;

export type GetInputErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns an input of an application, with its processing status.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getInput
 * - JSON-RPC method: [`cartesi_getInput`](https://cartesi.github.io/rollups-ts/rpc/cartesi_getInput)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetInputParameters}
 * @returns The input, its decoded `EvmAdvance` data and its status. {@link GetInputReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getInput } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const input = await getInput(client, { application: "echo", inputIndex: 0n });
 */
export async function getInput(
  client: Client,
  { application, inputIndex }: GetInputParameters,
): Promise<GetInputReturnType> {
  const docsPath = "/viem/getInput";
  const result = await requestNode(
    client,
    "cartesi_getInput",
    {
      application: applicationParam(application, docsPath),
      input_index: uintParam(inputIndex, "inputIndex", docsPath),
    },
    docsPath,
  );
  return parseInput(itemData(result), "input");
}
