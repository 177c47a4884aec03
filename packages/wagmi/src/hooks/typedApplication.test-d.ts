import { defineApplication, json, text } from "@cartesi/viem/codec";
import { type Address, erc20Abi, type Hex, parseAbi } from "viem";
import { expectTypeOf, test } from "vitest";
import { useInspect } from "./useInspect.js";
import { useNotices } from "./useNotices.js";
import { useVouchers } from "./useVouchers.js";
import { useAddInput } from "./write/useAddInput.js";

const game = defineApplication({
  address: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  inputs: parseAbi(["function move(uint8 square)"]),
  outputs: { notices: json<{ winner: Address }>(), vouchers: erc20Abi },
  inspect: { request: text(), reports: json<{ board: number[] }>() },
});

test("useNotices and useVouchers give the payloads typed by the definition", () => {
  const { data: notices } = useNotices(game, { inputIndex: 0n });
  expectTypeOf(notices!.data[0]!.decodedPayload).toEqualTypeOf<{ winner: Address }>();
  const { data: winners } = useNotices(game, {
    query: { select: (page) => page.data.map(({ decodedPayload }) => decodedPayload.winner) },
  });
  expectTypeOf(winners).toEqualTypeOf<Address[] | undefined>();
  const { data: vouchers } = useVouchers(game, { voucherAddress: game.address });
  const call = vouchers!.data[0]!.decodedPayload;
  if (call?.functionName === "transfer")
    expectTypeOf(call.args).toEqualTypeOf<readonly [Address, bigint]>();
  // By address or name, bytes.
  const { data: raw } = useNotices("echo");
  expectTypeOf(raw!.data[0]!.decodedPayload).toEqualTypeOf<Hex>();
  // @ts-expect-error notices have no destination to filter by
  useNotices(game, { voucherAddress: game.address });
});

test("useInspect with a definition takes its request type and decodes the reports", () => {
  const { data } = useInspect(game, { request: "board" });
  expectTypeOf(data!.decodedReports).toEqualTypeOf<{ board: number[] }[]>();
  // @ts-expect-error the request is text
  useInspect(game, { request: 42 });
  // @ts-expect-error a definition takes `request`, not a raw payload
  useInspect(game, { payload: "0x01" });
  // Without a definition, unchanged.
  const { data: plain } = useInspect({ application: "echo", payload: "board" });
  expectTypeOf(plain!.reports).toEqualTypeOf<Hex[]>();
});

test("useAddInput with a definition: mutate takes the typed input, and no application", () => {
  const { mutate } = useAddInput(game);
  mutate({ input: { functionName: "move", args: [4] } });
  // @ts-expect-error the square is a number
  mutate({ input: { functionName: "move", args: ["4"] } });
  // @ts-expect-error the application is the definition's
  mutate({ application: game.address!, input: { functionName: "move", args: [4] } });
  // Without a definition, unchanged.
  useAddInput().mutate({
    application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
    payload: "0x01",
  });
});
