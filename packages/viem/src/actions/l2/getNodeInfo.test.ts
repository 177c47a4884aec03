import { describe, expect, test } from "vitest";
import { chain, dialect, nodeClient } from "../../../test/node.js";
import { getNodeInfo } from "./getNodeInfo.js";
import { getNodeVersion } from "./getNodeVersion.js";

describe("getNodeInfo", () => {
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
