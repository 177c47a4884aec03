import { encodeFunctionData, type Hex } from "viem";
import { expect, test } from "vitest";
import { inputsAbi } from "../abi/generated.js";
import { InvalidEncodingError } from "../errors/encoding.js";
import type { EvmAdvance } from "../types/input.js";
import { decodeEvmAdvance, encodeEvmAdvance } from "./evmAdvance.js";

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const advance: EvmAdvance = {
  chainId: 31337n,
  applicationContract: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  sender: address,
  blockNumber: 12n,
  blockTimestamp: 1_700_000_000n,
  prevRandao: 2n ** 255n,
  index: 3n,
  payload: "0xbeef",
};
// What the contracts' own `Inputs` ABI encodes (the InputBox writes the same; deposit.test.ts reads it from anvil).
const rawData = encodeFunctionData({
  abi: inputsAbi,
  functionName: "EvmAdvance",
  args: [
    31337n,
    advance.applicationContract,
    address,
    12n,
    1_700_000_000n,
    2n ** 255n,
    3n,
    "0xbeef",
  ],
});

const fieldOf = (data: Hex) => {
  const error = (() => {
    try {
      decodeEvmAdvance(data);
    } catch (caught) {
      return caught;
    }
  })();
  expect(error).toBeInstanceOf(InvalidEncodingError);
  return (error as InvalidEncodingError).field;
};

test("encodes as the Inputs ABI does, and decodes it back", () => {
  expect(encodeEvmAdvance(advance)).toBe(rawData);
  expect(decodeEvmAdvance(rawData)).toStrictEqual(advance);
});

test("malformed bytes name the field at fault", () => {
  expect(fieldOf(`0x415bf364${rawData.slice(10)}`)).toBe("evmAdvance.selector");
  // The sender's word with a bit set above its 20 bytes.
  const senderWord = 10 + 64 * 2;
  expect(fieldOf(`${rawData.slice(0, senderWord)}01${rawData.slice(senderWord + 2)}` as Hex)).toBe(
    "evmAdvance.sender",
  );
  expect(fieldOf(rawData.slice(0, 10 + 64 * 5) as Hex)).toBe("evmAdvance.prevRandao");
  expect(fieldOf(`${rawData}00` as Hex)).toBe("evmAdvance.payload");
  expect(fieldOf(rawData.slice(0, -64) as Hex)).toBe("evmAdvance.payload");
});

test("the error says what was expected and carries the bytes and the docs link", () => {
  try {
    decodeEvmAdvance(rawData.slice(0, 20) as Hex);
  } catch (error) {
    expect(error).toMatchObject({
      name: "InvalidEncodingError",
      field: "evmAdvance.chainId",
      expected: "an ABI-encoded uint256",
      data: rawData.slice(0, 20),
      shortMessage: "Cannot decode `evmAdvance.chainId`: expected an ABI-encoded uint256.",
      docsPath: "/viem/decodeEvmAdvance",
    });
    return;
  }
  throw new Error("decoded");
});
