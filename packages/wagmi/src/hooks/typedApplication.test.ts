import { testCommand } from "@cartesi/local-devnet";
import { inspect, listNotices } from "@cartesi/viem";
import { defineApplication, InvalidEncodingError, text } from "@cartesi/viem/codec";
import type { UseQueryResult } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { encodeFunctionData, erc20Abi, toHex } from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { application, chain, nodeClient, providers, sendInput } from "../../test/node.js";
import { useInspect } from "./useInspect.js";
import { useNotices } from "./useNotices.js";
import { useVouchers } from "./useVouchers.js";

// The devnet's test application, typed: its notices are text and its vouchers call ERC-20 tokens.
const echo = defineApplication({
  address: application,
  outputs: { notices: text(), vouchers: erc20Abi },
  inspect: { request: text(), reports: text() },
});
const recipient = chain.accounts[4]!;
const transfer = { functionName: "transfer", args: [recipient, 7n] } as const;

/** Renders a hook under the providers and returns its data once the query has succeeded. */
async function dataOf<data>(hook: () => UseQueryResult<data, unknown>): Promise<data> {
  const { result } = renderHook(hook, { wrapper: providers() });
  await waitFor(() => {
    expect(result.current.error).toBeNull();
    expect(result.current.isSuccess).toBe(true);
  });
  return result.current.data as data;
}

let inputIndex: bigint;

beforeAll(async () => {
  inputIndex = await sendInput(
    testCommand({
      notices: [toHex("typed notice")],
      vouchers: [
        {
          destination: chain.tokens.erc20,
          payload: encodeFunctionData({ abi: erc20Abi, ...transfer }),
        },
      ],
    }),
  );
});

describe("hooks given an application's definition", () => {
  test("useNotices decodes each notice's payload, as listNotices does", async () => {
    const notices = await dataOf(() => useNotices(echo, { inputIndex }));
    expect(notices.data.map(({ decodedPayload }) => decodedPayload)).toStrictEqual([
      "typed notice",
    ]);
    expect(notices).toStrictEqual(await listNotices(nodeClient, { application: echo, inputIndex }));
  });

  test("useVouchers decodes each voucher's call; by name, the payloads stay bytes", async () => {
    const vouchers = await dataOf(() => useVouchers(echo, { inputIndex }));
    expect(vouchers.data.map(({ decodedPayload }) => decodedPayload)).toStrictEqual([transfer]);
    const raw = await dataOf(() => useVouchers("echo", { inputIndex }));
    expect(raw.data[0]!.decodedPayload).toBe(encodeFunctionData({ abi: erc20Abi, ...transfer }));
  });

  test("useInspect sends the typed request and decodes the answer's reports", async () => {
    const answer = await dataOf(() => useInspect(echo, { request: "typed inspect" }));
    expect(answer.decodedReports).toStrictEqual(["typed inspect"]);
    expect(answer.reports).toStrictEqual([toHex("typed inspect")]);
    const direct = await inspect(nodeClient, { application: echo, request: "typed inspect" });
    expect(direct.decodedReports).toStrictEqual(answer.decodedReports);
  });

  test("a notice that does not decode is the query's error, an InvalidEncodingError naming it", async () => {
    const badIndex = await sendInput(testCommand({ notices: ["0xff"] }));
    const { result } = renderHook(() => useNotices(echo, { inputIndex: badIndex }), {
      wrapper: providers(),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(InvalidEncodingError);
    expect(result.current.error).toMatchObject({ field: "notice.payload", expected: "UTF-8 text" });
  });
});
