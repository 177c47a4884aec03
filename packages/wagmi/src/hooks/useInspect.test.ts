import { getProcessedInputCount, reportToText } from "@cartesi/viem";
import { renderHook, waitFor } from "@testing-library/react";
import { toHex } from "viem";
import { expect, test } from "vitest";
import { application, nodeClient, providers, sendInput } from "../../test/node.js";
import { useInspect } from "./useInspect.js";

test("useInspect answers with the application's reports, and asks again once another input is processed", async () => {
  const { result } = renderHook(
    () => useInspect({ application, payload: "state?", pollingInterval: 50 }),
    { wrapper: providers() },
  );
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  const first = result.current.data!;
  expect(first.reports.map(reportToText)).toStrictEqual(["state?"]);
  expect(first.processedInputCount).toBe(await getProcessedInputCount(nodeClient, { application }));

  const inputIndex = await sendInput(toHex("moves the state"));
  await waitFor(() => expect(result.current.data!.processedInputCount).toBeGreaterThan(inputIndex));
});

test("useInspect waits for the application and the payload", () => {
  const { result } = renderHook(() => useInspect({ application }), { wrapper: providers() });
  expect(result.current.fetchStatus).toBe("idle");
});
