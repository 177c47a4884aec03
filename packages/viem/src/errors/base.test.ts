import { BaseError } from "viem";
import { expect, test } from "vitest";
import { version } from "../version.js";
import { CartesiError } from "./base.js";

test("a viem BaseError whose docs link points to this package's site", () => {
  const error = new CartesiError("Something is off.", {
    details: "more about it",
    docsPath: "/viem/addInput",
    docsSlug: "errors",
    metaMessages: ["first hint"],
  });
  expect(error).toBeInstanceOf(BaseError);
  expect(error.name).toBe("CartesiError");
  expect(error.shortMessage).toBe("Something is off.");
  expect(error.details).toBe("more about it");
  expect(error.docsPath).toBe("/viem/addInput");
  expect(error.metaMessages).toEqual(["first hint"]);
  expect(error.version).toBe(`@cartesi/viem@${version}`);
  expect(error.message.endsWith(`Version: @cartesi/viem@${version}`)).toBe(true);
  expect(error.message).toContain(
    "Docs: https://cartesi.github.io/rollups-ts/viem/addInput#errors",
  );
});

test("keeps its own docs link over a viem cause's, and takes the cause's details", () => {
  const cause = new BaseError("viem failed", {
    docsPath: "/docs/contract/writeContract",
    details: "execution reverted",
  });
  const error = new CartesiError("Could not do it.", { cause, docsPath: "/viem/executeOutput" });
  expect(error.cause).toBe(cause);
  expect(error.details).toBe("execution reverted");
  expect(error.message).toContain("https://cartesi.github.io/rollups-ts/viem/executeOutput");
  expect(error.message).not.toContain("viem.sh");
  expect(error.walk()).toBe(cause);
});

test("a plain Error cause gives its message as details", () => {
  const error = new CartesiError("Could not do it.", { cause: new Error("socket hang up") });
  expect(error.details).toBe("socket hang up");
  expect(error.docsPath).toBeUndefined();
});

test("takes the raising package's version, which ends the message", () => {
  const error = new CartesiError("Something is off.", { version: "@cartesi/wagmi@1.2.3" });
  expect(error.version).toBe("@cartesi/wagmi@1.2.3");
  expect(error.message.endsWith("Version: @cartesi/wagmi@1.2.3")).toBe(true);
});
