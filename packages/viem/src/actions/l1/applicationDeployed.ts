import type { Address, Chain, Client, Transport } from "viem";
import { getCode } from "viem/actions";
import { getAction } from "viem/utils";
import { ApplicationNotDeployedError } from "../../errors/output.js";

/**
 * Throws `ApplicationNotDeployedError` when `application` holds no contract: a call there succeeds
 * and does nothing, which would pass for a validated or executed output.
 */
export async function assertApplicationDeployed<chain extends Chain | undefined>(
  client: Client<Transport, chain>,
  application: Address,
  docsPath: string,
): Promise<void> {
  const code = await getAction(client, getCode, "getCode")({ address: application });
  if (code === undefined || code === "0x") {
    throw new ApplicationNotDeployedError({ application, docsPath });
  }
}
