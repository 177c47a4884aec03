import { CartesiError } from "@cartesi/viem";
import { BaseError } from "viem";
import { expect, test } from "vitest";
import { CartesiProviderNotFoundError, NodeUrlNotFoundError } from "./errors.js";
import { version } from "./version.js";

test.each([new CartesiProviderNotFoundError({ hook: "useInput" }), new NodeUrlNotFoundError()])(
  "$name is a CartesiError that names this package's version",
  (error) => {
    expect(error).toBeInstanceOf(CartesiError);
    expect(error).toBeInstanceOf(BaseError);
    expect(error.version).toBe(`@cartesi/wagmi@${version}`);
    expect(error.message.endsWith(`Version: @cartesi/wagmi@${version}`)).toBe(true);
    expect(error.message).toContain("Docs: https://cartesi.github.io/rollups-ts/wagmi");
  },
);
