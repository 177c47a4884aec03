import { describe, expect, test } from "vitest";
import { quickStartFiles } from "./quickstart-files.ts";

/** A 20-byte hex literal, an address: not the 32-byte private key or a hash, which are longer. */
const addressLiteral = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g;

const addressesIn = (text: string) => [...text.matchAll(addressLiteral)].map((match) => match[0]);

describe("the quick start pastes no contract address", () => {
  test("an address literal is found, a key or a hash is not", () => {
    expect(addressesIn('{ application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE" }')).toEqual([
      "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
    ]);
    expect(
      addressesIn('"0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"'),
    ).toEqual([]);
  });

  // A reader copies these two files; the devnet's addresses come from @cartesi/local-devnet/deployment
  // and a real network's from the deployments @cartesi/viem knows.
  test.for(quickStartFiles().map(({ name, text }) => [name, text] as const))(
    "%s has no address literal",
    ([, text]) => {
      expect(text.length).toBeGreaterThan(0);
      expect(addressesIn(text)).toEqual([]);
    },
  );

  test("the files are the page's example.ts and config.ts", () => {
    expect(quickStartFiles().map(({ name }) => name)).toEqual(["example.ts", "config.ts"]);
  });
});
