import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import {
  type ApplicationDefinition,
  applicationAddress,
} from "../../application/defineApplication.js";
import type { Output, OutputTypeName } from "../../types/output.js";
import type { Paginated } from "../../types/pagination.js";
import { type ListOutputsParameters, listOutputs } from "./listOutputs.js";

/**
 * One kind of output of an application, each with its payload decoded by the application's
 * definition (`decodedPayload`; the payload as is without one).
 */
export async function listOutputsOfType(
  client: Client,
  parameters: Omit<ListOutputsParameters, "application" | "outputType"> & {
    application: ApplicationIdentifier | ApplicationDefinition;
  },
  outputType: OutputTypeName,
  docsPath: string,
): Promise<Paginated<Output & { decodedPayload: unknown }>> {
  const { application, ...filters } = parameters;
  const definition = typeof application === "object" ? application : undefined;
  const page = await listOutputs(client, {
    ...filters,
    application:
      typeof application === "object" ? applicationAddress(application, docsPath) : application,
    outputType,
  });
  return {
    ...page,
    data: page.data.map((output) => ({
      ...output,
      decodedPayload: definition
        ? definition.decodeOutput(output).decodedPayload
        : bytesOf(output.decodedData),
    })),
  };
}

/** A payload as is: none for a voucher that only moves Ether, as a definition decodes it. */
const bytesOf = (decodedData: Output["decodedData"]) =>
  decodedData.type === "voucher" && decodedData.payload === "0x" ? undefined : decodedData.payload;
