import { toHex } from "viem";
import { describe, expect, test } from "vitest";
import { application, nodeClient, sendInput } from "../../../test/node.js";
import { getApplication } from "./getApplication.js";
import { getProcessedInputCount } from "./getProcessedInputCount.js";

describe("getProcessedInputCount", () => {
  test("processed input count follows the inputs, and the application reports it too", async () => {
    const inputIndex = await sendInput(toHex("count"));
    const count = await getProcessedInputCount(nodeClient, { application });
    expect(count).toBeGreaterThanOrEqual(inputIndex + 1n);
    const app = await getApplication(nodeClient, { application });
    expect(app.processedInputs).toBe(count);
  });
});
