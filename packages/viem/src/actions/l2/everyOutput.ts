import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import type { Output } from "../../types/output.js";
import { listOutputs } from "./listOutputs.js";

/** Every output of an application, page by page (the node's largest page: 10,000). */
export async function everyOutput(
  client: Client,
  application: ApplicationIdentifier,
): Promise<Output[]> {
  const outputs: Output[] = [];
  for (;;) {
    const { data, pagination } = await listOutputs(client, {
      application,
      limit: 10_000,
      offset: outputs.length,
    });
    outputs.push(...data);
    if (data.length === 0 || outputs.length >= pagination.totalCount) return outputs;
  }
}
