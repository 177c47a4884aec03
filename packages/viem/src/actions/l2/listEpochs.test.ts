import { describe, expect, test } from "vitest";
import { application, nodeClient } from "../../../test/node.js";
import { listEpochs } from "./listEpochs.js";

describe("listEpochs", () => {
  test("a status that is not an enum value is refused before anything is sent", async () => {
    await expect(
      listEpochs(nodeClient, { application, status: "settled; drop" }),
    ).rejects.toMatchObject({ name: "InvalidParameterError", parameter: "status" });
  });
});
