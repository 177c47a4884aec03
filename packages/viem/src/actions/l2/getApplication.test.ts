import { describe, expect, test } from "vitest";
import { application, applicationName, chain, dialect, nodeClient } from "../../../test/node.js";
import { ApplicationNotFoundError, ResourceNotFoundError } from "../../errors/node.js";
import type { Application } from "../../types/application.js";
import { getApplication } from "./getApplication.js";
import { listApplications } from "./listApplications.js";

/** The fields that follow the node's progress, which it updates as blocks and inputs come. */
const progress = [
  "processedInputs",
  "updatedAt",
  "lastInputCheckBlock",
  "lastOutputCheckBlock",
  "lastEpochCheckBlock",
  "lastTournamentCheckBlock",
  "lastForecloseCheckBlock",
  "lastAccountsDriveProvedCheckBlock",
  "lastWithdrawalCheckBlock",
] as const;

function withoutProgress(app: Application) {
  const rest: Partial<Application> = { ...app };
  for (const key of progress) delete rest[key];
  return rest;
}

describe("getApplication", () => {
  test("getApplication by name and by address", async () => {
    const byName = await getApplication(nodeClient, { application: applicationName });
    expect(byName).toMatchObject({
      name: applicationName,
      applicationAddress: application,
      consensusAddress: chain.application.authority,
      inputBoxAddress: chain.contracts.inputBox,
      templateHash: chain.application.templateHash,
      epochLength: chain.application.epochLength,
      enabled: true,
      status: "OK",
      reason: null,
    });
    expect(typeof byName.executionParameters.advanceMaxCycles).toBe("bigint");
    // The raw state of older nodes is kept; fields of one version are there only on it.
    if (dialect === "R") expect(byName.state).toBe("ENABLED");
    else expect(byName).not.toHaveProperty("state");
    if (dialect === "N") expect(byName).not.toHaveProperty("dataAvailability");
    else expect(byName.dataAvailability).toBe(chain.application.dataAvailability);
    if (dialect === "R") expect(byName).not.toHaveProperty("forecloseBlock");
    else {
      // A v3 application (N) has a withdrawal configuration and a claim staging period; v2 has none.
      const config = chain.application.withdrawalConfig;
      expect(byName).toMatchObject({
        forecloseBlock: 0n,
        withdrawalConfig: config
          ? {
              guardian: config.guardian,
              log2LeavesPerAccount: BigInt(config.log2LeavesPerAccount),
              log2MaxNumOfAccounts: BigInt(config.log2MaxNumOfAccounts),
              accountsDriveStartIndex: config.accountsDriveStartIndex,
              withdrawalOutputBuilder: config.withdrawalOutputBuilder,
            }
          : null,
      });
      if (config) expect(byName.claimStagingPeriod).toBe(chain.application.claimStagingPeriod);
    }
    // The node moves on between the two reads: what tracks its progress may differ, nothing else.
    const byAddress = await getApplication(nodeClient, { application });
    expect(withoutProgress(byAddress)).toStrictEqual(withoutProgress(byName));
  });

  test("an unknown application is an ApplicationNotFoundError, whatever the node's version", async () => {
    const error = await getApplication(nodeClient, { application: "nobody" }).catch((e) => e);
    expect(error).toBeInstanceOf(ApplicationNotFoundError);
    expect(error).toBeInstanceOf(ResourceNotFoundError);
    expect(error.code).toBe(dialect === "N" ? -31002 : -32001);
    expect(error.shortMessage).toBe("The node does not know application nobody.");
    expect(error.message).toContain("/viem/getApplication");
    const listing = await listApplications(nodeClient, { limit: 1 });
    expect(listing.data).toHaveLength(1);
  });
});
