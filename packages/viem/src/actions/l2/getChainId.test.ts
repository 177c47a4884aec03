import { describe, expect, test } from "vitest";
import { chain, nodeClient } from "../../../test/node.js";
import { getChainId } from "./getChainId.js";

describe("getChainId", () => {
  test("getChainId", async () => {
    expect(await getChainId(nodeClient)).toBe(chain.chainId);
  });
});
