import { readFileSync } from "node:fs";
import { expect, inject, test } from "vitest";
import { devnetApplications, devnetDeployments, devnetTokens } from "./deployment.ts";
import { dialectGeneration, dialects } from "./dialect.ts";

// The N project's chain holds every generation, each deployed as every devnet deploys it.
const chain = inject("chain");

test("each dialect's deployment is the release and the addresses its devnet really gets", () => {
  for (const dialect of dialects) {
    const deployed = chain.generations[dialectGeneration(dialect)]!;
    const { version, contracts } = devnetDeployments[dialect];
    expect(version).toBe(deployed.release);
    expect(contracts).toStrictEqual({
      inputBox: deployed.contracts.inputBox,
      etherPortal: deployed.contracts.etherPortal,
      erc20Portal: deployed.contracts.erc20Portal,
      erc721Portal: deployed.contracts.erc721Portal,
      erc1155SinglePortal: deployed.contracts.erc1155SinglePortal,
      erc1155BatchPortal: deployed.contracts.erc1155BatchPortal,
    });
    expect(devnetApplications[dialect]).toBe(deployed.application.application);
  }
  expect(devnetTokens).toStrictEqual(chain.tokens);
});

test("the module is plain data: it imports nothing, so a browser or a bundler takes it as it is", () => {
  const source = readFileSync(new URL("./deployment.ts", import.meta.url), "utf8");
  expect(source).not.toMatch(/^\s*import\b/m);
  expect(source).not.toMatch(/\brequire\(/);
});
