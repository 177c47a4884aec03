import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client, Hex } from "viem";
import type {
  ApplicationDefinition,
  ApplicationNotice,
} from "../../application/defineApplication.js";
import type { InvalidEncodingErrorType } from "../../errors/encoding.js";
import type { Notice, OutputBase } from "../../types/output.js";
import type { Paginated } from "../../types/pagination.js";
import type { ListOutputsErrorType, ListOutputsParameters } from "./listOutputs.js";
import { listOutputsOfType } from "./typedOutputs.js";

export type ListNoticesParameters<
  application extends ApplicationIdentifier | ApplicationDefinition =
    | ApplicationIdentifier
    | ApplicationDefinition,
> = Omit<ListOutputsParameters, "application" | "outputType" | "voucherAddress"> & {
  /**
   * The application's definition (`defineApplication`), whose notices' payloads it decodes; or its
   * address or name, and the payloads stay bytes.
   */
  application: application;
};

/** A notice, with its payload decoded as the application's definition says. */
export type NoticeOutput<notice = Hex> = OutputBase & {
  decodedData: Notice;
  /** The notice's payload, decoded by the application's definition (as is without one). */
  decodedPayload: notice;
};

export type ListNoticesReturnType<
  application extends ApplicationIdentifier | ApplicationDefinition = ApplicationIdentifier,
> = Paginated<
  NoticeOutput<application extends ApplicationDefinition ? ApplicationNotice<application> : Hex>
>;

export type ListNoticesErrorType = ListOutputsErrorType | InvalidEncodingErrorType;

/**
 * Lists the notices of an application, optionally by epoch or input, with their payloads decoded by
 * the application's definition.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/listNotices
 * - JSON-RPC method: [`cartesi_listOutputs`](https://cartesi.github.io/rollups-ts/rpc/cartesi_listOutputs)
 *
 * A notice whose payload does not decode fails the call with an `InvalidEncodingError`: none is
 * left out.
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link ListNoticesParameters}
 * @returns One page of notices and where it sits. {@link ListNoticesReturnType}
 *
 * @example
 * import { createCartesiPublicClient, listNotices } from "@cartesi/viem";
 * import { defineApplication, text } from "@cartesi/viem/codec";
 * import { http } from "viem";
 *
 * const app = defineApplication({ address: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE", outputs: { notices: text() } });
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { data } = await listNotices(client, { application: app, inputIndex: 0n, limit: 10, offset: 0 });
 */
export async function listNotices<
  application extends ApplicationIdentifier | ApplicationDefinition,
>(
  client: Client,
  parameters: ListNoticesParameters<application>,
): Promise<ListNoticesReturnType<application>> {
  return (await listOutputsOfType(
    client,
    parameters,
    "notice",
    "/viem/listNotices",
  )) as ListNoticesReturnType<application>;
}
