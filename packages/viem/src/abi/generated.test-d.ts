import type { ContractErrorName, ContractFunctionArgs, ContractFunctionName } from "viem";
import { expectTypeOf, test } from "vitest";
import type { applicationAbi, erc20PortalAbi, inputBoxAbi } from "./generated.js";

test("the ABIs are literal types viem can infer from", () => {
  expectTypeOf<
    ContractFunctionName<typeof inputBoxAbi, "nonpayable">
  >().toEqualTypeOf<"addInput">();
  expectTypeOf<
    ContractFunctionArgs<typeof erc20PortalAbi, "nonpayable", "depositERC20Tokens">
  >().toEqualTypeOf<readonly [`0x${string}`, `0x${string}`, bigint, `0x${string}`]>();
  expectTypeOf<"OutputNotExecutable">().toExtend<ContractErrorName<typeof applicationAbi>>();
});
