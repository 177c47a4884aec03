import type { Address } from "viem";

// The rollups contracts are deployed with CREATE2 through the deterministic deployment proxy
// (0x4e59b44847b379578588920cA78FbF26c0B4956C) with a zero salt: same addresses on every chain.

/** Canonical address of `InputBox`. */
export const inputBoxAddress: Address = "0x1b51e2992A2755Ba4D6F7094032DF91991a0Cfac";

/** Canonical address of `EtherPortal`. */
export const etherPortalAddress: Address = "0xA632c5c05812c6a6149B7af5C56117d1D2603828";

/** Canonical address of `ERC20Portal`. */
export const erc20PortalAddress: Address = "0xACA6586A0Cf05bD831f2501E7B4aea550dA6562D";

/** Canonical address of `ERC721Portal`. */
export const erc721PortalAddress: Address = "0x9E8851dadb2b77103928518846c4678d48b5e371";

/** Canonical address of `ERC1155SinglePortal`. */
export const erc1155SinglePortalAddress: Address = "0x18558398Dd1a8cE20956287a4Da7B76aE7A96662";

/** Canonical address of `ERC1155BatchPortal`. */
export const erc1155BatchPortalAddress: Address = "0xe246Abb974B307490d9C6932F48EbE79de72338A";

/** Canonical address of `AuthorityFactory`. */
export const authorityFactoryAddress: Address = "0x5E96408CFE423b01dADeD3bc867E6013135990cc";

/** Canonical address of `ApplicationFactory`. */
export const applicationFactoryAddress: Address = "0x26E758238CB6eC5aB70ce0dd52aF2d7b82e1972E";

/** Canonical address of `SelfHostedApplicationFactory`. */
export const selfHostedApplicationFactoryAddress: Address =
  "0x010D3CbB4223F5bCc7b7B03cEE59f3aAea8eDb8A";

/** Canonical address of `SafeERC20Transfer`, the target of ERC-20 delegate-call vouchers. */
export const safeErc20TransferAddress: Address = "0xb7C2bcAA4437425cfcE9d233bFf15EF461273D63";
