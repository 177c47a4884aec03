import { type Address, getAddress } from "viem";
import { InvalidParameterError } from "./errors/parameter.js";

/** The contracts of a deployment that the base-layer actions send to. */
export type RollupsContracts = {
  inputBox: Address;
  etherPortal: Address;
  erc20Portal: Address;
  erc721Portal: Address;
  erc1155SinglePortal: Address;
  erc1155BatchPortal: Address;
};

/**
 * What a release of the rollups contracts needs from a client, derived from its version once
 * ({@link releaseCapabilities}); the actions read these flags and never compare releases.
 */
export type ReleaseCapabilities = {
  /** The generation: `2` (rollups-contracts 2.x, nodes 2.0.0-alpha.8 to alpha.11) or `3` (3.x, nodes from alpha.12). */
  generation: 2 | 3;
  /**
   * How the token portals spell their functions: `ERC` (`depositERC20Tokens`, up to
   * 3.0.0-alpha.6) or `Erc` (`depositErc20Tokens`, from 3.0.0-alpha.7).
   */
  tokenPortalNames: "ERC" | "Erc";
  /** Whether a claim is staged and accepted only after the consensus's staging period (v3). */
  claimStaging: boolean;
  /** Whether applications can be foreclosed and withdrawn from (v3). */
  foreclosure: boolean;
  /**
   * How an application names the InputBox its node reads: `getDataAvailability()` (up to
   * 3.0.0-alpha.6) or `getInputBox()` (from 3.0.0-alpha.7).
   */
  inputBoxSource: "getDataAvailability" | "getInputBox";
  /**
   * Whether each portal names its own InputBox (`getInputBox()`, up to 3.0.0-alpha.6). From
   * 3.0.0-alpha.7 a portal sends to the InputBox the application names.
   */
  portalsNameInputBox: boolean;
  /**
   * Where `OutputExecuted`, `Withdrawal` and `RefundIssued` carry their index: in the data (up
   * to 3.0.0-alpha.6) or in `topic1` (`indexed`, from 3.0.0-alpha.7).
   */
  eventIndex: "data" | "topic";
  /** Whether a foreclosed application refunds deposits whose inputs were never finalized (3.0.0-alpha.7 on). */
  refunds: boolean;
  /**
   * How a 32-byte USD account of the accounts drive is laid out: a `uint64` balance then the owner
   * (3.0.0-alpha.5 and alpha.6), or a `uint96` balance then the owner (from 3.0.0-alpha.7); none on v2.
   */
  usdAccountLayout: "uint64" | "uint96" | undefined;
};

/**
 * One deployment of the Cartesi Rollups base-layer contracts: where they are and what their
 * release needs from a client. The same addresses hold on every chain the release is deployed to.
 */
export type RollupsDeployment = ReleaseCapabilities & {
  /** The contracts' release, e.g. `2.2.0` or `3.0.0-alpha.10`. */
  version: string;
  contracts: RollupsContracts;
};

export type DefineDeploymentParameters = {
  /** The contracts' release, e.g. `3.0.0-alpha.5`: it decides what the actions call. */
  version: string;
  contracts: RollupsContracts;
};

const contractNames = [
  "inputBox",
  "etherPortal",
  "erc20Portal",
  "erc721Portal",
  "erc1155SinglePortal",
  "erc1155BatchPortal",
] as const satisfies readonly (keyof RollupsContracts)[];

/** `[major, alpha number or Infinity]` of a release such as `3.0.0-alpha.7`; undefined when unreadable. */
export function parseRelease(version: string): [major: number, alpha: number] | undefined {
  const match = /^(\d+)\.\d+\.\d+(?:-alpha\.(\d+))?(?:[-+].*)?$/.exec(version);
  if (!match) return undefined;
  return [Number(match[1]), match[2] === undefined ? Number.POSITIVE_INFINITY : Number(match[2])];
}

/**
 * The capabilities of a release of the rollups contracts (2.x or 3.x), or undefined when the
 * version is not one. A prerelease counts by its alpha number; a final 3.x release has every
 * alpha's changes.
 *
 * @param version - The contracts' release, e.g. `3.0.0-alpha.10`.
 * @returns What the release needs from a client. {@link ReleaseCapabilities}
 *
 * @example
 * import { releaseCapabilities } from "@cartesi/viem";
 *
 * releaseCapabilities("3.0.0-alpha.10")?.inputBoxSource; // "getInputBox"
 *
 * @see https://cartesi.github.io/rollups-ts/viem#contract-versions
 */
export function releaseCapabilities(version: string): ReleaseCapabilities | undefined {
  const release = parseRelease(version);
  if (!release || release[0] < 2) return undefined;
  const [major, alpha] = release;
  const v3 = major >= 3;
  const alpha7 = v3 && alpha >= 7;
  return {
    generation: v3 ? 3 : 2,
    tokenPortalNames: alpha7 ? "Erc" : "ERC",
    claimStaging: v3,
    foreclosure: v3,
    inputBoxSource: alpha7 ? "getInputBox" : "getDataAvailability",
    portalsNameInputBox: !alpha7,
    eventIndex: alpha7 ? "topic" : "data",
    refunds: alpha7,
    usdAccountLayout: alpha7 ? "uint96" : v3 ? "uint64" : undefined,
  };
}

/**
 * Describes a deployment of the rollups contracts that the client does not know, such as a local
 * chain's, from its release and its addresses.
 *
 * @param parameters - {@link DefineDeploymentParameters}
 * @returns The deployment, to pass as `deployment` to an action or in `walletActionsL1({ deployments })`.
 *
 * @example
 * import { devnetDeployments } from "@cartesi/local-devnet/deployment";
 * import { defineDeployment } from "@cartesi/viem";
 *
 * // The local devnet's contracts (dialect N), which no release lists.
 * const devnet = defineDeployment(devnetDeployments.N);
 *
 * @see https://cartesi.github.io/rollups-ts/viem#contract-versions
 */
export function defineDeployment({
  version,
  contracts,
}: DefineDeploymentParameters): RollupsDeployment {
  const capabilities = releaseCapabilities(version);
  if (!capabilities)
    throw new InvalidParameterError({
      parameter: "version",
      expected: "a rollups-contracts release of 2.x or 3.x, such as 3.0.0-alpha.10",
      value: version,
      docsPath: "/viem#contract-versions",
    });
  const checked = {} as RollupsContracts;
  for (const name of contractNames) {
    const address = contracts?.[name];
    if (typeof address !== "string" || !/^0x[0-9a-fA-F]{40}$/.test(address))
      throw new InvalidParameterError({
        parameter: `contracts.${name}`,
        expected: "an address",
        value: address,
        docsPath: "/viem#contract-versions",
      });
    checked[name] = getAddress(address);
  }
  return { version, ...capabilities, contracts: checked };
}

/** A deployment this package knows: addresses checksummed and checked by `deployments.test.ts`. */
const known = (version: string, contracts: RollupsContracts): RollupsDeployment => ({
  version,
  ...(releaseCapabilities(version) as ReleaseCapabilities),
  contracts,
});

/**
 * Cartesi Rollups 2.0.0 (node 2.0.0-alpha.8), on the addresses it was deployed to with its own
 * CREATE2 salts.
 */
export const rollupsV2_0: RollupsDeployment = /*#__PURE__*/ known("2.0.0", {
  inputBox: "0xc70074BDD26d8cF983Ca6A5b89b8db52D5850051",
  etherPortal: "0xc70076a466789B595b50959cdc261227F0D70051",
  erc20Portal: "0xc700D6aDd016eECd59d989C028214Eaa0fCC0051",
  erc721Portal: "0xc700d52F5290e978e9CAe7D1E092935263b60051",
  erc1155SinglePortal: "0xc700A261279aFC6F755A3a67D86ae43E2eBD0051",
  erc1155BatchPortal: "0xc700A2e5531E720a2434433b6ccf4c0eA2400051",
});

/**
 * Cartesi Rollups 2.2.0 on its canonical addresses (nodes 2.0.0-alpha.10 and alpha.11). Release
 * 2.1.1 (node alpha.9) has the same InputBox and portals, byte for byte, on the same addresses.
 */
export const rollupsV2_2: RollupsDeployment = /*#__PURE__*/ known("2.2.0", {
  inputBox: "0x1b51e2992A2755Ba4D6F7094032DF91991a0Cfac",
  etherPortal: "0xA632c5c05812c6a6149B7af5C56117d1D2603828",
  erc20Portal: "0xACA6586A0Cf05bD831f2501E7B4aea550dA6562D",
  erc721Portal: "0x9E8851dadb2b77103928518846c4678d48b5e371",
  erc1155SinglePortal: "0x18558398Dd1a8cE20956287a4Da7B76aE7A96662",
  erc1155BatchPortal: "0xe246Abb974B307490d9C6932F48EbE79de72338A",
});

/** Cartesi Rollups 3.0.0-alpha.6 (the CLI devnet 2.0.0-alpha.12 and alpha.13). */
export const rollupsV3Alpha6: RollupsDeployment = /*#__PURE__*/ known("3.0.0-alpha.6", {
  inputBox: "0x346B3df038FE9f8380071eC6514D5a83aD143939",
  etherPortal: "0x8b53327575ac999bdfa8003f4b5134DFF9027516",
  erc20Portal: "0x22E57511C30CcE6CDaa742E13CE3b774fDC663b1",
  erc721Portal: "0xcA3a0a47915C12F020CF70B938aCC8e744414cb8",
  erc1155SinglePortal: "0x13663E193673756a02e84b724B8a3422A9a7aab4",
  erc1155BatchPortal: "0x3649c5E2De91C69a7Bb80D864f0039da5E511096",
});

/** Cartesi Rollups 3.0.0-alpha.10 (node 2.0.0-alpha.13). */
export const rollupsV3Alpha10: RollupsDeployment = /*#__PURE__*/ known("3.0.0-alpha.10", {
  inputBox: "0xEbE9f4Dfc04ae10bBeE663859c3dc5A23f94eA3C",
  etherPortal: "0x035b11Be55656c6cfC822D1CaE568C1Af2e497b0",
  erc20Portal: "0x3332DE61a8BB9aC84893b2f552Fe81C9a6dC5419",
  erc721Portal: "0x397c352d18DFf47CC8a6143403142cf7afd5Ff7E",
  erc1155SinglePortal: "0x585F56351A66f131E176a345662215C772f80451",
  erc1155BatchPortal: "0xee33550a22e3Cf6Cc265524dC9bcfD99D2307EBe",
});

/** The deployments every base-layer action knows, newest first. */
export const knownDeployments: readonly RollupsDeployment[] = [
  rollupsV3Alpha10,
  rollupsV3Alpha6,
  rollupsV2_2,
  rollupsV2_0,
];
