import { ResourceNotFoundRpcError } from "viem";
import { describe, expect, test } from "vitest";
import { application, applicationName, chain, nodeClient } from "../../test/node.js";
import { getApplication } from "./getApplication.js";
import { getChainId } from "./getChainId.js";
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
      state: "ENABLED",
    });
    expect(typeof byName.executionParameters.advanceMaxCycles).toBe("bigint");
    expect(await getApplication(nodeClient, { application })).toStrictEqual(byName);
  });

  test("listApplications pages", async () => {
    const { data, pagination } = await listApplications(nodeClient, { limit: 10, offset: 0 });
    expect(data.map((app) => app.name)).toStrictEqual([applicationName]);
    expect(pagination).toStrictEqual({ totalCount: 1, limit: 10, offset: 0 });
    expect((await listApplications(nodeClient)).pagination.limit).toBe(50);
  });

  test("an unknown application is the node's ResourceNotFound error", async () => {
    const error = await getApplication(nodeClient, { application: "nobody" }).catch((e) => e);
    expect(error).toBeInstanceOf(ResourceNotFoundRpcError);
    expect(error.details).toBe("Application not found");
  });

  test("getChainId and getNodeVersion", async () => {
    expect(await getChainId(nodeClient)).toBe(chain.chainId);
    expect(await getNodeVersion(nodeClient)).toMatch(/^\d+\.\d+\.\d+/);
  });
});
