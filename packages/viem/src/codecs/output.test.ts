import { testCommand } from "@cartesi/local-devnet";
import { encodeFunctionData, type Hex, parseEther } from "viem";
import { expect, test } from "vitest";
import { application, nodeClient, sendInput } from "../../test/node.js";
import { outputsAbi } from "../abi/generated.js";
import { InvalidEncodingError } from "../errors/encoding.js";
import { decodeOutput, encodeOutput } from "./output.js";

const destination = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

test("each kind encodes as the Outputs ABI does, and decodes back", () => {
  const cases = [
    [
      { type: "notice", payload: "0x01" },
      encodeFunctionData({ abi: outputsAbi, functionName: "Notice", args: ["0x01"] }),
    ],
    [
      { type: "voucher", destination, value: parseEther("1"), payload: "0x" },
      encodeFunctionData({
        abi: outputsAbi,
        functionName: "Voucher",
        args: [destination, parseEther("1"), "0x"],
      }),
    ],
    [
      { type: "delegateCallVoucher", destination, payload: "0xabcd" },
      encodeFunctionData({
        abi: outputsAbi,
        functionName: "DelegateCallVoucher",
        args: [destination, "0xabcd"],
      }),
    ],
  ] as const;
  for (const [output, rawData] of cases) {
    expect(encodeOutput(output)).toBe(rawData);
    expect(decodeOutput(rawData)).toStrictEqual(output);
  }
});

test("decodes the outputs the node serves, as the application emitted them", async () => {
  const inputIndex = await sendInput(
    testCommand({
      notices: ["0x68656c6c6f"],
      vouchers: [{ destination, value: 5n, payload: "0x1234" }],
      delegateCallVouchers: [{ destination, payload: "0x" }],
    }),
  );
  const { data } = await nodeClient.listOutputs({ application, inputIndex });
  expect(data.map(({ rawData }) => decodeOutput(rawData))).toStrictEqual([
    { type: "notice", payload: "0x68656c6c6f" },
    { type: "voucher", destination, value: 5n, payload: "0x1234" },
    { type: "delegateCallVoucher", destination, payload: "0x" },
  ]);
  for (const { rawData } of data) expect(encodeOutput(decodeOutput(rawData))).toBe(rawData);
});

test("malformed bytes name the field at fault", () => {
  const field = (data: Hex) => {
    try {
      decodeOutput(data);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEncodingError);
      return (error as InvalidEncodingError).field;
    }
    throw new Error("decoded");
  };
  const voucher = encodeOutput({ type: "voucher", destination, value: 1n, payload: "0x" });
  expect(field("0x12345678")).toBe("output.selector");
  expect(field(voucher.slice(0, 10 + 64) as Hex)).toBe("voucher.value");
  expect(field(`${voucher.slice(0, 10)}ff${voucher.slice(12)}` as Hex)).toBe("voucher.destination");
  expect(field(`${encodeOutput({ type: "notice", payload: "0x01" })}00`)).toBe("notice.payload");
});
