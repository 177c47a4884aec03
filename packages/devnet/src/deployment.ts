// Plain data, importable anywhere (a browser, a bundler, a script): no Node.js module is imported here.

/** The contracts a client sends inputs and deposits to, as `defineDeployment` of `@cartesi/viem` takes them. */
export type DevnetContracts = {
  inputBox: `0x${string}`;
  etherPortal: `0x${string}`;
  erc20Portal: `0x${string}`;
  erc721Portal: `0x${string}`;
  erc1155SinglePortal: `0x${string}`;
  erc1155BatchPortal: `0x${string}`;
};

/** A release of the rollups contracts and where the devnet deploys it. */
export type DevnetDeployment = { version: string; contracts: DevnetContracts };

/**
 * The rollups contracts of the devnet of each node dialect, by release and address: the addresses
 * are those every devnet gets (CREATE2 through the deterministic deployment proxy, zero salt), so
 * `defineDeployment(devnetDeployments.N)` of `@cartesi/viem` describes them. N (the default,
 * node 2.0.0-alpha.13) runs 3.0.0-alpha.9 rebuilt from public source; I (alpha.12) 3.0.0-alpha.5;
 * R (alpha.8 to alpha.11) 2.2.0, on its canonical addresses. These are local addresses: the
 * published v3 releases live elsewhere.
 */
export const devnetDeployments = {
  N: {
    version: "3.0.0-alpha.9",
    contracts: {
      inputBox: "0xf3a8A31f7152b3495541cA5B06AfE7c5168Ea84A",
      etherPortal: "0xc4058a9579e476398df76F083A840423AF3280f9",
      erc20Portal: "0xb564Cb6051e7D23501c0eA594Fd4A939dd5eCa17",
      erc721Portal: "0xe3f2f4E6774B60F1BB3Ec8D5110a33D9787b4875",
      erc1155SinglePortal: "0xDE2998d215Cef3f0D441Fb1C3a274E83Aba08008",
      erc1155BatchPortal: "0x78842945b6C4331004E318199d1E5F1e4AA8Dc9F",
    },
  },
  I: {
    version: "3.0.0-alpha.5",
    contracts: {
      inputBox: "0xffB514c94F77759fe9B2FC48b10300F3105D58D2",
      etherPortal: "0x2018a6bFD4929Ae4AbA09e623da29D758946A6eF",
      erc20Portal: "0xf89281b3029CaD9d3c6c7179A6e99E3e1f1CAd6D",
      erc721Portal: "0x332d24B44996022728053AC8504E6B422d60b675",
      erc1155SinglePortal: "0xBE2070913Dde06506E15e3E5290D198dEA698616",
      erc1155BatchPortal: "0xc5d1498399c4E948FBD622a53f31b3881653606C",
    },
  },
  R: {
    version: "2.2.0",
    contracts: {
      inputBox: "0x1b51e2992A2755Ba4D6F7094032DF91991a0Cfac",
      etherPortal: "0xA632c5c05812c6a6149B7af5C56117d1D2603828",
      erc20Portal: "0xACA6586A0Cf05bD831f2501E7B4aea550dA6562D",
      erc721Portal: "0x9E8851dadb2b77103928518846c4678d48b5e371",
      erc1155SinglePortal: "0x18558398Dd1a8cE20956287a4Da7B76aE7A96662",
      erc1155BatchPortal: "0xe246Abb974B307490d9C6932F48EbE79de72338A",
    },
  },
} as const satisfies Record<"R" | "I" | "N", DevnetDeployment>;

/**
 * The application each dialect's devnet deploys (named `echo` on its node) with the default
 * epoch length (10 blocks) and claim staging period (2 blocks); another epoch length or staging
 * period gives another address.
 */
export const devnetApplications = {
  N: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  I: "0xF9595D4bd3B91Ba106CCfc050660D086a09889C9",
  R: "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47",
} as const satisfies Record<"R" | "I" | "N", `0x${string}`>;

/** The test tokens of every devnet, minted to anvil's ten test accounts. */
export const devnetTokens = {
  erc20: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  erc721: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
  erc1155: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
} as const;
