import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { InvalidFieldErrorType, NodeRequestErrorType } from "../../errors/node.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { Withdrawal } from "../../types/withdrawal.js";
import { applicationParam, uintParam } from "../../utils/params.js";
import { itemData, parseWithdrawal } from "../../utils/parse.js";
import { requestNode } from "../../utils/request.js";

export type GetWithdrawalParameters = {
  /** The application's address or name. */
  application: ApplicationIdentifier;
  /** The account's index in the application's accounts drive (`account_index` of `account-proof.json`). */
  accountIndex: bigint;
};

export type GetWithdrawalReturnType = Withdrawal;

export type GetWithdrawalErrorType =
  | InvalidFieldErrorType
  | InvalidParameterErrorType
  | NodeRequestErrorType;

/**
 * Returns the withdrawal of an account from a foreclosed application, once the node has seen it
 * executed on the base layer.
 *
 * An account with no withdrawal yet raises `ResourceNotFoundError`.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/getWithdrawal
 * - JSON-RPC method: [`cartesi_getWithdrawal`](https://cartesi.github.io/rollups-ts/rpc/cartesi_getWithdrawal)
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link GetWithdrawalParameters}
 * @returns The withdrawal. {@link GetWithdrawalReturnType}
 *
 * @example
 * import { createCartesiPublicClient, getWithdrawal } from "@cartesi/viem";
 * import { http } from "viem";
 *
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const withdrawal = await getWithdrawal(client, { application: "echo", accountIndex: 0n });
 */
export async function getWithdrawal(
  client: Client,
  { application, accountIndex }: GetWithdrawalParameters,
): Promise<GetWithdrawalReturnType> {
  const docsPath = "/viem/getWithdrawal";
  const result = await requestNode(
    client,
    "cartesi_getWithdrawal",
    {
      application: applicationParam(application, docsPath),
      account_index: uintParam(accountIndex, "accountIndex", docsPath),
    },
    docsPath,
  );
  return parseWithdrawal(itemData(result), "withdrawal");
}
