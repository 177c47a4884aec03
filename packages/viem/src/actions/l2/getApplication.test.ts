import { describe, expect, test } from "vitest";
import { application, applicationName, chain, dialect, nodeClient } from "../../../test/node.js";
import { ApplicationNotFoundError, ResourceNotFoundError } from "../../errors/node.js";
import { getApplication } from "./getApplication.js";
import { listApplications } from "./listApplications.js";

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
    // A v2 application (I) has no withdrawal configuration; a v3 one (N) has.
    else if (dialect === "I")
      expect(byName).toMatchObject({ forecloseBlock: 0n, withdrawalConfig: null });
    else {
      const config = chain.application.withdrawalConfig!;
      expect(byName).toMatchObject({
        forecloseBlock: 0n,
        withdrawalConfig: {
          guardian: config.guardian,
          log2LeavesPerAccount: BigInt(config.log2LeavesPerAccount),
          log2MaxNumOfAccounts: BigInt(config.log2MaxNumOfAccounts),
          accountsDriveStartIndex: config.accountsDriveStartIndex,
          withdrawalOutputBuilder: config.withdrawalOutputBuilder,
        },
      });
    }
    expect(await getApplication(nodeClient, { application })).toStrictEqual(byName);
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
