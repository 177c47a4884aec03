import { createPublicClient, http } from "viem";
import { describe, expect, inject, test } from "vitest";
import { rollupsArtifact } from "./artifacts.ts";
import { localChain } from "./index.ts";

const chain = inject("chain");
const publicClient = createPublicClient({
  chain: localChain(chain.url),
  transport: http(chain.url),
});

describe("rollups contracts", () => {
  test("of the primary generation, v2 here, are the chain's contracts", () => {
    expect(chain.generation).toBe("v2");
    expect(chain.release).toBe("2.2.0");
    expect(chain.generations.v2).toStrictEqual({
      release: "2.2.0",
      contracts: chain.contracts,
      application: chain.application,
    });
  });

  test("land on the canonical CREATE2 addresses", () => {
    expect(chain.contracts).toStrictEqual({
      inputBox: "0x1b51e2992A2755Ba4D6F7094032DF91991a0Cfac",
      etherPortal: "0xA632c5c05812c6a6149B7af5C56117d1D2603828",
      erc20Portal: "0xACA6586A0Cf05bD831f2501E7B4aea550dA6562D",
      erc721Portal: "0x9E8851dadb2b77103928518846c4678d48b5e371",
      erc1155SinglePortal: "0x18558398Dd1a8cE20956287a4Da7B76aE7A96662",
      erc1155BatchPortal: "0xe246Abb974B307490d9C6932F48EbE79de72338A",
      authorityFactory: "0x5E96408CFE423b01dADeD3bc867E6013135990cc",
      applicationFactory: "0x26E758238CB6eC5aB70ce0dd52aF2d7b82e1972E",
      selfHostedApplicationFactory: "0x010D3CbB4223F5bCc7b7B03cEE59f3aAea8eDb8A",
      safeErc20Transfer: "0xb7C2bcAA4437425cfcE9d233bFf15EF461273D63",
    });
  });

  test("have code at every address", async () => {
    for (const [name, address] of Object.entries(chain.contracts)) {
      const code = await publicClient.getCode({ address });
      expect(code?.length, name).toBeGreaterThan(2);
    }
  });

  test("portals point at the InputBox", async () => {
    const portal = rollupsArtifact("EtherPortal");
    for (const address of [
      chain.contracts.etherPortal,
      chain.contracts.erc20Portal,
      chain.contracts.erc721Portal,
      chain.contracts.erc1155SinglePortal,
      chain.contracts.erc1155BatchPortal,
    ]) {
      const inputBox = await publicClient.readContract({
        address,
        abi: portal.abi,
        functionName: "getInputBox",
      });
      expect(inputBox).toBe(chain.contracts.inputBox);
    }
  });
});

describe("local application", () => {
  test("is owned by account 0 and uses its own Authority with the configured epoch length", async () => {
    const application = rollupsArtifact("Application");
    const authority = rollupsArtifact("Authority");
    const read = (address: `0x${string}`, abi: typeof application.abi, functionName: string) =>
      publicClient.readContract({ address, abi, functionName });
    expect(await read(chain.application.application, application.abi, "owner")).toBe(
      chain.accounts[0],
    );
    expect(
      await read(chain.application.application, application.abi, "getOutputsMerkleRootValidator"),
    ).toBe(chain.application.authority);
    expect(await read(chain.application.application, application.abi, "getTemplateHash")).toBe(
      chain.application.templateHash,
    );
    expect(await read(chain.application.authority, authority.abi, "getEpochLength")).toBe(
      chain.application.epochLength,
    );
    expect(await read(chain.application.authority, authority.abi, "owner")).toBe(chain.accounts[0]);
  });
});
