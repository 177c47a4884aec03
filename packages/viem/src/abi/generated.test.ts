import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { generateAbiSource, generatedPath } from "../../scripts/generate-abi.ts";
import { applicationAbi, erc20PortalAbi, inputBoxAbi } from "./generated.js";

test("the committed ABIs are what the generator produces from @cartesi/rollups", () => {
  const committed = readFileSync(join(import.meta.dirname, "../..", generatedPath), "utf8");
  expect(committed).toBe(generateAbiSource());
});

test("a portal's ABI carries the errors of the contracts it calls", () => {
  const errors = (abi: readonly { type: string; name?: string }[]) =>
    abi.filter((item) => item.type === "error").map((item) => item.name);
  expect(errors(inputBoxAbi)).toEqual(["InputTooLarge"]);
  expect(errors(erc20PortalAbi)).toEqual(
    expect.arrayContaining(["ERC20TransferFailed", "InputTooLarge", "ERC20InsufficientAllowance"]),
  );
  expect(errors(applicationAbi)).toEqual(
    expect.arrayContaining([
      "InvalidOutputsMerkleRoot",
      "OutputNotExecutable",
      "SafeERC20FailedOperation",
      "ERC20InsufficientBalance",
    ]),
  );
  expect(new Set(errors(applicationAbi)).size).toBe(errors(applicationAbi).length);
});
