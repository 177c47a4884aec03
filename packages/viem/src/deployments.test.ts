import { encodeFunctionData, slice } from "viem";
import { describe, expect, test } from "vitest";
import { depositBatchERC1155TokenCall } from "./actions/l1/depositBatchERC1155Token.js";
import { depositERC20TokensCall } from "./actions/l1/depositERC20Tokens.js";
import { depositERC721TokenCall } from "./actions/l1/depositERC721Token.js";
import { depositEtherCall } from "./actions/l1/depositEther.js";
import { depositSingleERC1155TokenCall } from "./actions/l1/depositSingleERC1155Token.js";
import {
  defineDeployment,
  knownDeployments,
  type RollupsDeployment,
  rollupsV2_0,
  rollupsV2_2,
  rollupsV3Alpha6,
  rollupsV3Alpha10,
} from "./deployments.js";
import { InvalidParameterError } from "./errors/parameter.js";

const token = "0x92C6bcA388E99d6B304f1Af3c3Cd749Ff0b591e2";
const application = "0xab7528bb862fB57E8A2BCd567a2e929a0Be56a5e";

/** The calldata of each deposit as the deployment's portals take it. */
function depositCalldata(deployment: RollupsDeployment) {
  const target = (portal: keyof RollupsDeployment["contracts"]) => ({
    address: deployment.contracts[portal],
    tokenPortalNames: deployment.tokenPortalNames,
  });
  const calls = {
    depositEther: depositEtherCall({ application, value: 1n }, target("etherPortal")),
    depositERC20Tokens: depositERC20TokensCall(
      { token, application, amount: 5n },
      target("erc20Portal"),
    ),
    depositERC721Token: depositERC721TokenCall(
      { token, application, tokenId: 7n },
      target("erc721Portal"),
    ),
    depositSingleERC1155Token: depositSingleERC1155TokenCall(
      { token, application, tokenId: 1n, value: 2n },
      target("erc1155SinglePortal"),
    ),
    depositBatchERC1155Token: depositBatchERC1155TokenCall(
      { token, application, tokenIds: [1n, 2n], values: [3n, 4n] },
      target("erc1155BatchPortal"),
    ),
  };
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => {
      const data = encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0]);
      return [name, { to: call.address, selector: slice(data, 0, 4), data }];
    }),
  );
}

describe("deposits call the functions of the deployment they target", () => {
  // The selectors of contract-generations.md §2: v2 names up to 3.0.0-alpha.6, `Erc…` from alpha.7.
  test("3.0.0-alpha.6 keeps the v2 names", () => {
    const calldata = depositCalldata(rollupsV3Alpha6);
    expect(
      Object.fromEntries(Object.entries(calldata).map(([name, { selector }]) => [name, selector])),
    ).toEqual({
      depositEther: "0x938c054f",
      depositERC20Tokens: "0x95854b81",
      depositERC721Token: "0x28911e83",
      depositSingleERC1155Token: "0xdec07dca",
      depositBatchERC1155Token: "0x24d15c67",
    });
    expect(calldata.depositERC20Tokens?.to).toBe("0x22E57511C30CcE6CDaa742E13CE3b774fDC663b1");
  });

  test("3.0.0-alpha.10 calls the renamed functions at its own addresses", () => {
    const calldata = depositCalldata(rollupsV3Alpha10);
    expect(
      Object.fromEntries(Object.entries(calldata).map(([name, { selector }]) => [name, selector])),
    ).toEqual({
      depositEther: "0x938c054f",
      depositERC20Tokens: "0x766afa3a",
      depositERC721Token: "0xb1b387e2",
      depositSingleERC1155Token: "0xde84900a",
      depositBatchERC1155Token: "0x08c89e72",
    });
    expect(calldata.depositERC20Tokens?.to).toBe("0x3332DE61a8BB9aC84893b2f552Fe81C9a6dC5419");
    expect(calldata.depositBatchERC1155Token?.to).toBe(
      "0xee33550a22e3Cf6Cc265524dC9bcfD99D2307EBe",
    );
  });

  test("only the function name changes: the arguments are encoded alike", () => {
    const [alpha6, alpha10] = [depositCalldata(rollupsV3Alpha6), depositCalldata(rollupsV3Alpha10)];
    for (const name of Object.keys(alpha6)) {
      expect(slice(alpha10[name]!.data, 4)).toBe(slice(alpha6[name]!.data, 4));
    }
  });
});

describe("defineDeployment", () => {
  const contracts = rollupsV3Alpha10.contracts;

  test("derives what a release needs from its version", () => {
    expect(defineDeployment({ version: "3.0.0-alpha.5", contracts })).toMatchObject({
      generation: 3,
      tokenPortalNames: "ERC",
      claimStaging: true,
      foreclosure: true,
    });
    expect(defineDeployment({ version: "3.0.0-alpha.7", contracts }).tokenPortalNames).toBe("Erc");
    expect(defineDeployment({ version: "3.1.0", contracts }).tokenPortalNames).toBe("Erc");
    // 3.0.0-alpha.7 moved the InputBox to the application, indexed the events' indices and added refunds.
    expect(defineDeployment({ version: "3.0.0-alpha.6", contracts })).toMatchObject({
      inputBoxSource: "getDataAvailability",
      portalsNameInputBox: true,
      eventIndex: "data",
      refunds: false,
      usdAccountLayout: "uint64",
    });
    expect(defineDeployment({ version: "3.0.0-alpha.7", contracts })).toMatchObject({
      inputBoxSource: "getInputBox",
      portalsNameInputBox: false,
      eventIndex: "topic",
      refunds: true,
      usdAccountLayout: "uint96",
    });
    expect(rollupsV3Alpha10).toMatchObject({ inputBoxSource: "getInputBox", refunds: true });
    expect(rollupsV2_0).toMatchObject({ inputBoxSource: "getDataAvailability", generation: 2 });
    expect(defineDeployment({ version: "2.1.1", contracts })).toMatchObject({
      generation: 2,
      tokenPortalNames: "ERC",
      claimStaging: false,
      foreclosure: false,
    });
  });

  test("refuses a version it cannot read and a malformed address", () => {
    expect(() => defineDeployment({ version: "v3", contracts })).toThrow(InvalidParameterError);
    expect(() => defineDeployment({ version: "1.5.0", contracts })).toThrow("Invalid `version`");
    expect(() =>
      defineDeployment({ version: "3.0.0", contracts: { ...contracts, erc20Portal: "0x12" } }),
    ).toThrow("Invalid `contracts.erc20Portal`");
  });

  test("the known deployments, newest first", () => {
    expect(knownDeployments.map(({ version }) => version)).toEqual([
      "3.0.0-alpha.10",
      "3.0.0-alpha.6",
      "2.2.0",
      "2.0.0",
    ]);
    expect(rollupsV2_2).toMatchObject({ generation: 2, claimStaging: false });
    expect(rollupsV2_2.contracts.inputBox).toBe("0x1b51e2992A2755Ba4D6F7094032DF91991a0Cfac");
  });
});
