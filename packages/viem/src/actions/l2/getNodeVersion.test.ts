import { describe, expect, test } from "vitest";
import { nodeClient } from "../../../test/node.js";
import { getNodeVersion } from "./getNodeVersion.js";

describe("getNodeVersion", () => {
  test("getNodeVersion", async () => {
    expect(await getNodeVersion(nodeClient)).toMatch(/^\d+\.\d+\.\d+/);
  });
});
