import { createPublicClient, type Hex, http } from "viem";
import { describe, expect, inject, test } from "vitest";
import { testAccounts } from "./accounts.ts";
import { v3Addresses, v3Artifact } from "./artifacts.ts";
import { localAccountsDrive, localGuardian } from "./deploy-v3.ts";
import { localChain } from "./index.ts";

const chain = inject("chain");
const v3 = chain.generations.v3!;
const publicClient = createPublicClient({
  chain: localChain(chain.url),
  transport: http(chain.url),
});
const read = (address: Hex, name: string, functionName: string, args: readonly unknown[] = []) =>
  publicClient.readContract({ address, abi: v3Artifact(name).abi, functionName, args });

describe("v3 contracts", () => {
  test("land on the addresses of the vendored build", () => {
    const expected = v3Addresses();
    expect(v3.contracts).toStrictEqual({
      inputBox: expected.InputBox,
      etherPortal: expected.EtherPortal,
      erc20Portal: expected.ERC20Portal,
      erc721Portal: expected.ERC721Portal,
      erc1155SinglePortal: expected.ERC1155SinglePortal,
      erc1155BatchPortal: expected.ERC1155BatchPortal,
      authorityFactory: expected.AuthorityFactory,
      applicationFactory: expected.ApplicationFactory,
      selfHostedApplicationFactory: expected.SelfHostedApplicationFactory,
      safeErc20Transfer: expected.SafeERC20Transfer,
      quorumFactory: expected.QuorumFactory,
      usdWithdrawalOutputBuilderFactory: expected.UsdWithdrawalOutputBuilderFactory,
    });
  });

  test("say their version, and the portals point at the v3 InputBox", async () => {
    expect(await read(v3.contracts.inputBox, "InputBox", "version")).toStrictEqual([
      3n,
      0n,
      0n,
      "alpha.5",
      "",
    ]);
    for (const address of [
      v3.contracts.etherPortal,
      v3.contracts.erc20Portal,
      v3.contracts.erc721Portal,
      v3.contracts.erc1155SinglePortal,
      v3.contracts.erc1155BatchPortal,
    ])
      expect(await read(address, "Portal", "getInputBox")).toBe(v3.contracts.inputBox);
  });
});

describe("v3 application", () => {
  const { application, authority } = v3.application;

  test("has the claim staging period and the withdrawal configuration it was deployed with", async () => {
    expect(v3.application.generation).toBe("v3");
    expect(v3.application.claimStagingPeriod).toBe(2n);
    expect(await read(authority, "Authority", "getClaimStagingPeriod")).toBe(2n);
    expect(await read(authority, "Authority", "getEpochLength")).toBe(v3.application.epochLength);
    expect(await read(authority, "Authority", "owner")).toBe(testAccounts[0]!.address);
    expect(await read(application, "Application", "getOutputsMerkleRootValidator")).toBe(authority);
    const config = v3.application.withdrawalConfig!;
    expect(config).toMatchObject({ guardian: localGuardian, ...localAccountsDrive });
    expect(localGuardian).toBe(testAccounts[9]!.address);
    expect(await read(application, "Application", "getWithdrawalConfig")).toStrictEqual(config);
    expect(await read(application, "Application", "isForeclosed")).toBe(false);
    expect(await read(config.withdrawalOutputBuilder, "UsdWithdrawalOutputBuilder", "token")).toBe(
      chain.tokens.erc20,
    );
  });

  test("is a different application from the v2 one, on a different InputBox", () => {
    const v2 = chain.generations.v2!;
    expect(v2.application.generation).toBe("v2");
    expect(v2.application.claimStagingPeriod).toBe(0n);
    expect(v2.application.application).not.toBe(application);
    expect(v2.contracts.inputBox).not.toBe(v3.contracts.inputBox);
  });
});
