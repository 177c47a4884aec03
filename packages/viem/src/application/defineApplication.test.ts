import {
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseAbi,
  parseAbiParameters,
  parseEther,
  stringToHex,
} from "viem";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { minedInput, testClients } from "../../test/l1.js";
import { nodeClient } from "../../test/node.js";
import { testApplication } from "../../test/testApplication.js";
import { addInput } from "../actions/l1/addInput.js";
import { inspect } from "../actions/l2/inspect.js";
import { listNotices } from "../actions/l2/listNotices.js";
import { listVouchers } from "../actions/l2/listVouchers.js";
import { encodeOutput } from "../codecs/output.js";
import { InvalidEncodingError } from "../errors/encoding.js";
import { InvalidParameterError } from "../errors/parameter.js";
import { defineApplication } from "./defineApplication.js";
import { json, text } from "./messages.js";

const recipient = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

/** The error a call throws; fails the test when it returns. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error("no error thrown");
}

describe("messages as calls of an ABI's functions", () => {
  const app = defineApplication({
    inputs: parseAbi(["function move(uint8 square)", "function resign()"]),
  });

  test("encode as encodeFunctionData does and decode back, args always a list", () => {
    const payload = app.encodeInput({ functionName: "move", args: [4] });
    expect(payload).toBe(
      encodeFunctionData({ abi: parseAbi(["function move(uint8 square)"]), args: [4] }),
    );
    expect(app.decodeInput(payload)).toStrictEqual({ functionName: "move", args: [4] });
    expect(app.decodeInput(app.encodeInput({ functionName: "resign", args: [] }))).toStrictEqual({
      functionName: "resign",
      args: [],
    });
  });

  test("another function's selector, a value out of range or bytes after the call name the field", () => {
    const error = thrown(() => app.decodeInput("0x12345678"));
    expect(error).toBeInstanceOf(InvalidEncodingError);
    expect(error).toMatchObject({
      field: "input.payload.selector",
      docsPath: "/viem/defineApplication",
    });
    const move = app.encodeInput({ functionName: "move", args: [4] });
    // 256 does not fit a uint8: only the one canonical encoding of a uint8 is read.
    const outOfRange = `${move.slice(0, -4)}0100` as Hex;
    expect(thrown(() => app.decodeInput(outOfRange))).toMatchObject({
      field: "input.payload.move.square",
      expected: "an ABI-encoded uint8",
    });
    expect(thrown(() => app.decodeInput(`${move}00`))).toMatchObject({
      field: "input.payload.move.square",
    });
  });
});

test("messages as ABI parameters decode to their tuple", () => {
  const app = defineApplication({ reports: parseAbiParameters("address player, uint256 score") });
  const payload = encodeAbiParameters(parseAbiParameters("address player, uint256 score"), [
    recipient,
    7n,
  ]);
  expect(app.decodeReport(payload)).toStrictEqual([recipient, 7n]);
  expect(thrown(() => app.decodeReport(payload.slice(0, 66) as Hex))).toMatchObject({
    field: "report.payload.score",
  });
});

describe("messages as JSON", () => {
  test("typed by a type alone: any JSON decodes, bytes that are not JSON text do not", () => {
    const app = defineApplication({ outputs: { notices: json<{ winner: string }>() } });
    const notice = encodeOutput({ type: "notice", payload: stringToHex('{"winner":"alice"}') });
    expect(app.decodeOutput(notice)).toStrictEqual({
      type: "notice",
      payload: stringToHex('{"winner":"alice"}'),
      decodedPayload: { winner: "alice" },
    });
    const notJson = encodeOutput({ type: "notice", payload: stringToHex("alice wins") });
    expect(thrown(() => app.decodeOutput(notJson))).toMatchObject({
      field: "notice.payload",
      expected: "JSON text",
    });
    const notText = encodeOutput({ type: "notice", payload: "0xff" });
    expect(thrown(() => app.decodeOutput(notText))).toMatchObject({
      field: "notice.payload",
      expected: "UTF-8 text",
    });
  });

  test("checked by a Standard Schema (Zod): the first issue names its path", () => {
    const app = defineApplication({
      reports: json(z.object({ balances: z.array(z.object({ amount: z.number() })) })),
    });
    expect(app.decodeReport(stringToHex('{"balances":[{"amount":1}]}'))).toStrictEqual({
      balances: [{ amount: 1 }],
    });
    const error = thrown(() =>
      app.decodeReport(stringToHex('{"balances":[{"amount":1},{"amount":"2"}]}')),
    );
    expect(error).toBeInstanceOf(InvalidEncodingError);
    expect(error).toMatchObject({ field: "report.payload.balances[1].amount" });
  });
});

test("a codec of the application's own: its errors become InvalidEncodingErrors on the field", () => {
  const app = defineApplication({
    inputs: {
      encode: (count: number) => `0x${count.toString(16).padStart(2, "0")}` as Hex,
      decode: (payload: Hex) => {
        if (payload.length !== 4) throw new RangeError("one byte");
        return Number(payload);
      },
    },
  });
  expect(app.decodeInput(app.encodeInput(12))).toBe(12);
  const error = thrown(() => app.decodeInput("0x0102"));
  expect(error).toMatchObject({ name: "InvalidEncodingError", field: "input.payload" });
  expect((error as InvalidEncodingError).cause).toBeInstanceOf(RangeError);
});

test("outputs of every kind decode with their payloads; a voucher that only moves Ether has none", () => {
  const app = defineApplication({
    outputs: { notices: text(), vouchers: erc20Abi, delegateCallVouchers: text() },
  });
  const transfer = encodeFunctionData({
    abi: erc20Abi,
    functionName: "transfer",
    args: [recipient, 5n],
  });
  expect(
    app.decodeOutput(
      encodeOutput({ type: "voucher", destination: recipient, value: 0n, payload: transfer }),
    ),
  ).toStrictEqual({
    type: "voucher",
    destination: recipient,
    value: 0n,
    payload: transfer,
    decodedPayload: { functionName: "transfer", args: [recipient, 5n] },
  });
  expect(
    app.decodeOutput(
      encodeOutput({
        type: "voucher",
        destination: recipient,
        value: parseEther("1"),
        payload: "0x",
      }),
    ).decodedPayload,
  ).toBeUndefined();
  expect(
    app.decodeOutput({
      rawData: encodeOutput({
        type: "delegateCallVoucher",
        destination: recipient,
        payload: stringToHex("hi"),
      }),
    }).decodedPayload,
  ).toBe("hi");
  // Without a description, payloads are the bytes as they are.
  expect(defineApplication({}).decodeReport("0x0102")).toBe("0x0102");
});

test("an address that is not one is refused; actions refuse a definition without an address", async () => {
  expect(thrown(() => defineApplication({ address: "0x1234" }))).toBeInstanceOf(
    InvalidParameterError,
  );
  const { walletClient } = testClients();
  const error = await addInput(walletClient, {
    application: defineApplication({ inputs: text() }),
    input: "hello",
  }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidParameterError);
  expect(error).toMatchObject({ parameter: "application.address" });
});

describe("the devnet's test application, typed", () => {
  const { info, publicClient, walletClient, deployment } = testClients();
  const app = testApplication(info.application.application);
  const transfer = { functionName: "transfer", args: [recipient, 5n] } as const;

  test("sends a command, and reads its notice and voucher decoded", async () => {
    const hash = await addInput(walletClient, {
      deployment,
      application: app,
      input: {
        notices: [stringToHex("hello")],
        vouchers: [
          {
            destination: info.tokens.erc20,
            payload: encodeFunctionData({ abi: erc20Abi, ...transfer }),
          },
        ],
      },
    });
    const { index: inputIndex, payload } = await minedInput(publicClient, hash);
    expect(app.decodeInput(payload)).toStrictEqual({
      notices: [stringToHex("hello")],
      vouchers: [
        {
          destination: info.tokens.erc20,
          payload: encodeFunctionData({ abi: erc20Abi, ...transfer }),
        },
      ],
    });
    await nodeClient.waitForInput({ application: app.address!, inputIndex, waitProcessing: true });
    const notices = await listNotices(nodeClient, { application: app, inputIndex });
    expect(
      notices.data.map(({ decodedData, decodedPayload }) => [decodedData.type, decodedPayload]),
    ).toStrictEqual([["notice", "hello"]]);
    const vouchers = await listVouchers(nodeClient, { application: app, inputIndex });
    expect(
      vouchers.data.map(({ decodedData, decodedPayload }) => [
        decodedData.destination,
        decodedPayload,
      ]),
    ).toStrictEqual([[info.tokens.erc20, transfer]]);
    // Without a definition, the same list has the payloads as bytes.
    const raw = await nodeClient.listNotices({ application: "echo", inputIndex });
    expect(raw.data[0]!.decodedPayload).toBe(stringToHex("hello"));
  });

  test("a notice that does not decode fails the list, naming it", async () => {
    const sent = await addInput(walletClient, {
      deployment,
      application: app,
      input: { notices: [stringToHex("fine"), "0xff"] },
    });
    const { index: inputIndex } = await minedInput(publicClient, sent);
    await nodeClient.waitForInput({ application: app.address!, inputIndex, waitProcessing: true });
    const error = await listNotices(nodeClient, { application: app, inputIndex }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InvalidEncodingError);
    expect(error).toMatchObject({ field: "notice.payload", expected: "UTF-8 text" });
  });

  test("inspects with a typed request and typed answers", async () => {
    const answer = await inspect(nodeClient, { application: app, request: "what is the score?" });
    expect(answer.decodedReports).toStrictEqual(["what is the score?"]);
    expect(answer.reports).toStrictEqual([stringToHex("what is the score?")]);
    const viaDecorator = await nodeClient.inspect({ application: app, request: "again" });
    expect(viaDecorator.decodedReports).toStrictEqual(["again"]);
  });
});
