import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client, Hex } from "viem";
import type {
  ApplicationDefinition,
  ApplicationVoucher,
} from "../../application/defineApplication.js";
import type { InvalidEncodingErrorType } from "../../errors/encoding.js";
import type { OutputBase, Voucher } from "../../types/output.js";
import type { Paginated } from "../../types/pagination.js";
import type { ListOutputsErrorType, ListOutputsParameters } from "./listOutputs.js";
import { listOutputsOfType } from "./typedOutputs.js";

export type ListVouchersParameters<
  application extends ApplicationIdentifier | ApplicationDefinition =
    | ApplicationIdentifier
    | ApplicationDefinition,
> = Omit<ListOutputsParameters, "application" | "outputType"> & {
  /**
   * The application's definition (`defineApplication`), whose vouchers' payloads it decodes; or its
   * address or name, and the payloads stay bytes.
   */
  application: application;
};

/**
 * A voucher, with its payload decoded as the application's definition says: the call its destination
 * receives, or undefined when the payload is empty (the voucher moves Ether only).
 */
export type VoucherOutput<voucher = Hex | undefined> = OutputBase & {
  decodedData: Voucher;
  /** The voucher's payload, decoded by the application's definition (as is without one). */
  decodedPayload: voucher;
};

export type ListVouchersReturnType<
  application extends ApplicationIdentifier | ApplicationDefinition = ApplicationIdentifier,
> = Paginated<
  VoucherOutput<
    application extends ApplicationDefinition ? ApplicationVoucher<application> : Hex | undefined
  >
>;

export type ListVouchersErrorType = ListOutputsErrorType | InvalidEncodingErrorType;

/**
 * Lists the vouchers of an application, optionally by epoch, input or destination, with their
 * payloads decoded by the application's definition.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/listVouchers
 * - JSON-RPC method: [`cartesi_listOutputs`](https://cartesi.github.io/rollups-ts/rpc/cartesi_listOutputs)
 *
 * A voucher whose payload does not decode fails the call with an `InvalidEncodingError`: none is
 * left out.
 *
 * @param client - A client pointed at a rollups node, e.g. from `createCartesiPublicClient`.
 * @param parameters - {@link ListVouchersParameters}
 * @returns One page of vouchers and where it sits. {@link ListVouchersReturnType}
 *
 * @example
 * import { createCartesiPublicClient, listVouchers } from "@cartesi/viem";
 * import { defineApplication } from "@cartesi/viem/codec";
 * import { erc20Abi, http } from "viem";
 *
 * const app = defineApplication({ address: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE", outputs: { vouchers: erc20Abi } });
 * const client = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });
 * const { data } = await listVouchers(client, { application: app, inputIndex: 0n, limit: 10, offset: 0 });
 */
export async function listVouchers<
  application extends ApplicationIdentifier | ApplicationDefinition,
>(
  client: Client,
  parameters: ListVouchersParameters<application>,
): Promise<ListVouchersReturnType<application>> {
  return (await listOutputsOfType(
    client,
    parameters,
    "voucher",
    "/viem/listVouchers",
  )) as ListVouchersReturnType<application>;
}
