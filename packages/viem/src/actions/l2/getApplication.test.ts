import { describe, expect, test } from "vitest";
import { ApplicationNotFoundError, ResourceNotFoundError } from "../../errors/node.js";
import { application, applicationName, chain, dialect, nodeClient } from "../../test/node.js";
import { getApplication } from "./getApplication.js";
import { getChainId } from "./getChainId.js";
import { getNodeInfo } from "./getNodeInfo.js";
import { getNodeVersion } from "./getNodeVersion.js";
import { listApplications } from "./listApplications.js";

describe("applications", () => {
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
    else expect(byName).toMatchObject({ forecloseBlock: 0n, withdrawalConfig: null });
    expect(await getApplication(nodeClient, { application })).toStrictEqual(byName);
  });

  test("listApplications pages", async () => {
    const { data, pagination } = await listApplications(nodeClient, { limit: 10, offset: 0 });
    expect(data.map((app) => app.name)).toStrictEqual([applicationName]);
    expect(pagination).toStrictEqual({ totalCount: 1, limit: 10, offset: 0 });
    expect((await listApplications(nodeClient)).pagination.limit).toBe(50);
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

  test("getChainId and getNodeVersion", async () => {
    expect(await getChainId(nodeClient)).toBe(chain.chainId);
    expect(await getNodeVersion(nodeClient)).toMatch(/^\d+\.\d+\.\d+/);
  });

  test("getNodeInfo: from cartesi_getNodeInfo on newer nodes, from the two older methods before", async () => {
    const info = await getNodeInfo(nodeClient);
    expect(info).toMatchObject({
      chainId: chain.chainId,
      version: await getNodeVersion(nodeClient),
    });
    if (dialect === "N") expect(info.defaultBlock).toBe("LATEST");
    else expect(info).not.toHaveProperty("defaultBlock");
  });
});
