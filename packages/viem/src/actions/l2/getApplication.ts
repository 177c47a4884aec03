import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Application } from "../../types/application.js";
import { applicationParam } from "../../utils/params.js";
import { itemData, parseApplication } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetApplicationParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
};

export type GetApplicationReturnType = Application;

export type GetApplicationErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns an application the node runs, by name or address.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getApplication
 * - JSON-RPC method: [`cartesi_getApplication`](https://cartesi.github.io/rollups-ts/rpc/cartesi_getApplication)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetApplicationParameters}
 * @returns The application. {@link GetApplicationReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getApplication } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const application = await getApplication(client, { application: "echo" });
 */
export async function getApplication(
  client: Client,
  { application }: GetApplicationParameters,
): Promise<GetApplicationReturnType> {
  const docsPath = "/viem/getApplication";
  const result = await requestNode(
    client,
    "cartesi_getApplication",
    {
      application: applicationParam(application, docsPath),
    },
    docsPath,
  );
  return parseApplication(itemData(result), "application");
}
