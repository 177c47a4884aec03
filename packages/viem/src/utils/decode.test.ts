import { encodeFunctionData, toFunctionSelector } from "viem";
import { expect, test } from "vitest";
import { inputsAbi, outputsAbi } from "../abi/generated.js";
import {
  decodeEvmAdvance,
  decodeOutput,
  evmAdvanceParameters,
  evmAdvanceSelector,
  outputParameters,
} from "./decode.js";

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

test("the compact decoders use the selectors and parameter types of the rollups ABIs", () => {
  const signature = (
    abi: readonly { type: string; name?: string; inputs?: readonly { type: string }[] }[],
    name: string,
  ) => {
    const item = abi.find((candidate) => candidate.type === "function" && candidate.name === name)!;
    return [
      toFunctionSelector(`function ${name}(${item.inputs!.map((input) => input.type)})`),
      item.inputs!.map((input) => input.type).join(","),
    ];
  };
  expect(signature(inputsAbi, "EvmAdvance")).toStrictEqual([
    evmAdvanceSelector,
    evmAdvanceParameters,
  ]);
  expect(
    ["Notice", "Voucher", "DelegateCallVoucher"].map((name) => signature(outputsAbi, name)),
  ).toStrictEqual(Object.entries(outputParameters));
});

test("they decode what the full ABIs encode, addresses checksummed", () => {
  const advance = encodeFunctionData({
    abi: inputsAbi,
    functionName: "EvmAdvance",
    args: [1n, address.toLowerCase() as `0x${string}`, address, 2n, 3n, 2n ** 255n, 4n, "0xbeef"],
  });
  expect(decodeEvmAdvance(advance, "input.raw_data")).toStrictEqual({
    chainId: 1n,
    applicationContract: address,
    sender: address,
    blockNumber: 2n,
    blockTimestamp: 3n,
    prevRandao: 2n ** 255n,
    index: 4n,
    payload: "0xbeef",
  });
  const voucher = encodeFunctionData({
    abi: outputsAbi,
    functionName: "Voucher",
    args: [address, 7n, "0x01"],
  });
  expect(decodeOutput(voucher, "output.raw_data")).toStrictEqual({
    type: "voucher",
    destination: address,
    value: 7n,
    payload: "0x01",
  });
  const notice = encodeFunctionData({ abi: outputsAbi, functionName: "Notice", args: ["0x02"] });
  expect(decodeOutput(notice, "f")).toStrictEqual({ type: "notice", payload: "0x02" });
  const delegate = encodeFunctionData({
    abi: outputsAbi,
    functionName: "DelegateCallVoucher",
    args: [address, "0x03"],
  });
  expect(decodeOutput(delegate, "f")).toStrictEqual({
    type: "delegateCallVoucher",
    destination: address,
    payload: "0x03",
  });
});

test("anything else is an InvalidFieldError naming the field", () => {
  for (const data of ["0x", "0x12345678", "0x415bf36300", "0xc258d6e5"] as const) {
    expect(() => decodeEvmAdvance(data, "input.raw_data")).toThrow(/`input.raw_data`/);
    expect(() => decodeOutput(data, "output.raw_data")).toThrow(/`output.raw_data`/);
  }
});
