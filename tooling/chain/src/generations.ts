import { type Artifact, rollupsArtifact, v3Alpha9Artifact, v3Artifact } from "./artifacts.ts";
import type { Generation } from "./deploy.ts";

/** What the contracts of a generation change for a node and its clients, decided here once. */
export type GenerationTraits = {
  /** The contracts' release, as `version()` of a v3 contract spells it. */
  release: string;
  /**
   * v3: claims are staged, then accepted after the consensus's staging period, and an application
   * can be foreclosed by its guardian and withdrawn from.
   */
  claimStaging: boolean;
  /**
   * How an application names the InputBox its node reads: `getDataAvailability()` (an encoded
   * `InputBox(address)` call, up to 3.0.0-alpha.6) or `getInputBox()` (from 3.0.0-alpha.7).
   */
  inputBoxGetter: "getDataAvailability" | "getInputBox";
  /**
   * What `Authority.submitClaim` takes: the outputs Merkle root (v2), the root and its siblings in
   * the machine tree (3.0.0-alpha.5/6), or the machine Merkle root and a `MachineValidityProof` of
   * three of its leaves (from 3.0.0-alpha.7).
   */
  claim: "outputs-root" | "outputs-root-proof" | "machine-validity-proof";
  /**
   * Bytes of the little-endian balance that opens a `UsdWithdrawalOutputBuilder` account, before
   * the owner's 20-byte address: 8 (3.0.0-alpha.5/6) or 12 (from 3.0.0-alpha.7); 0 on v2, which
   * has no withdrawals.
   */
  usdBalanceBytes: 0 | 8 | 12;
  /** `OutputExecuted`, `Withdrawal` and `RefundIssued` carry their index in topic1 (from 3.0.0-alpha.7). */
  indexedEvents: boolean;
  /** A foreclosed application refunds deposits no accepted claim covers (`issueRefund`, from 3.0.0-alpha.7). */
  refunds: boolean;
  /** The contract names of the token portals (`ERC…` up to 3.0.0-alpha.6, `Erc…` from alpha.7). */
  portalNames: {
    erc20Portal: string;
    erc721Portal: string;
    erc1155SinglePortal: string;
    erc1155BatchPortal: string;
  };
  /** Reads an artifact of the generation's contracts by contract name. */
  artifact: (name: string) => Artifact;
};

const ercNames = {
  erc20Portal: "ERC20Portal",
  erc721Portal: "ERC721Portal",
  erc1155SinglePortal: "ERC1155SinglePortal",
  erc1155BatchPortal: "ERC1155BatchPortal",
};

/** Each generation's traits. */
export const generationTraits: Record<Generation, GenerationTraits> = {
  v2: {
    release: "2.2.0",
    claimStaging: false,
    inputBoxGetter: "getDataAvailability",
    claim: "outputs-root",
    usdBalanceBytes: 0,
    indexedEvents: false,
    refunds: false,
    portalNames: ercNames,
    artifact: rollupsArtifact,
  },
  v3: {
    release: "3.0.0-alpha.5",
    claimStaging: true,
    inputBoxGetter: "getDataAvailability",
    claim: "outputs-root-proof",
    usdBalanceBytes: 8,
    indexedEvents: false,
    refunds: false,
    portalNames: ercNames,
    artifact: v3Artifact,
  },
  "v3-alpha.9": {
    release: "3.0.0-alpha.9",
    claimStaging: true,
    inputBoxGetter: "getInputBox",
    claim: "machine-validity-proof",
    usdBalanceBytes: 12,
    indexedEvents: true,
    refunds: true,
    portalNames: {
      erc20Portal: "Erc20Portal",
      erc721Portal: "Erc721Portal",
      erc1155SinglePortal: "Erc1155SinglePortal",
      erc1155BatchPortal: "Erc1155BatchPortal",
    },
    artifact: v3Alpha9Artifact,
  },
};

/** The contracts' release of each generation, as `version()` of a v3 contract spells it. */
export const generationReleases = Object.fromEntries(
  Object.entries(generationTraits).map(([generation, traits]) => [generation, traits.release]),
) as Record<Generation, string>;

/** The generations, oldest first. */
export const allGenerations = Object.keys(generationTraits) as Generation[];

/** Reads an artifact of a generation's contracts (`Erc20Portal` or `ERC20Portal` as the generation names it). */
export const generationArtifact = (generation: Generation, name: string): Artifact =>
  generationTraits[generation].artifact(name);
