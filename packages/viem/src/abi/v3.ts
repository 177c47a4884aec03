// What the v3 generation of the rollups contracts adds to, or renames in, the v2.2 ABIs of
// `generated.ts`, as the actions need it: the generation checks, the errors of the v3 InputBox and
// portals, the token portal functions as 3.0.0-alpha.7 renamed them, and claim staging.
// `v3.test.ts` checks every item against the 3.0.0-alpha.5 artifacts and the published selectors.

const address = { type: "address", name: "" } as const;
const uint256 = { type: "uint256", name: "" } as const;
const bytes = { type: "bytes", name: "" } as const;
const view = { stateMutability: "view", type: "function" } as const;

/** The reads that tell which generation a contract or application is and where it sends inputs. */
export const generationAbi = [
  { ...view, name: "getDataAvailability", inputs: [], outputs: [bytes] },
  { ...view, name: "isForeclosed", inputs: [], outputs: [{ type: "bool", name: "" }] },
  { ...view, name: "getInputBox", inputs: [], outputs: [address] },
  {
    ...view,
    name: "version",
    inputs: [],
    outputs: [
      { type: "uint64", name: "major" },
      { type: "uint64", name: "minor" },
      { type: "uint64", name: "patch" },
      { type: "string", name: "preRelease" },
      { type: "string", name: "buildMetadata" },
    ],
  },
] as const;

/** Errors of the v3 InputBox, which every v3 portal calls: it checks the application first. */
export const inputBoxV3ErrorsAbi = [
  { type: "error", name: "ApplicationForeclosed", inputs: [address] },
  { type: "error", name: "ApplicationNotDeployed", inputs: [address] },
  { type: "error", name: "ApplicationReverted", inputs: [address, bytes] },
  { type: "error", name: "IllformedApplicationReturnData", inputs: [address, bytes] },
] as const;

/** Errors of the v3 ERC-20 portal (3.0.0-alpha.7 on), which refuses fee-on-transfer tokens. */
export const erc20PortalV3ErrorsAbi = [
  { type: "error", name: "Erc20TransferFailed", inputs: [] },
  { type: "error", name: "Erc20TransferDecreasedApplicationBalance", inputs: [uint256, uint256] },
  { type: "error", name: "Erc20TransferValueIsNotBalanceDelta", inputs: [uint256, uint256] },
] as const;

const nonpayable = { stateMutability: "nonpayable", type: "function", outputs: [] } as const;
const token = { type: "address", name: "token" } as const;
const appContract = { type: "address", name: "appContract" } as const;
const baseLayerData = { type: "bytes", name: "baseLayerData" } as const;
const execLayerData = { type: "bytes", name: "execLayerData" } as const;

// The token portals' deposit functions as 3.0.0-alpha.7 and later name them (`Erc…`); the
// arguments are those of the v2 names.

/** `depositErc20Tokens` of the v3 ERC-20 portal (3.0.0-alpha.7 on). */
export const depositErc20TokensAbi = [
  {
    ...nonpayable,
    name: "depositErc20Tokens",
    inputs: [token, appContract, { type: "uint256", name: "value" }, execLayerData],
  },
] as const;

/** `depositErc721Token` of the v3 ERC-721 portal (3.0.0-alpha.7 on). */
export const depositErc721TokenAbi = [
  {
    ...nonpayable,
    name: "depositErc721Token",
    inputs: [
      token,
      appContract,
      { type: "uint256", name: "tokenId" },
      baseLayerData,
      execLayerData,
    ],
  },
] as const;

/** `depositSingleErc1155Token` of the v3 ERC-1155 single portal (3.0.0-alpha.7 on). */
export const depositSingleErc1155TokenAbi = [
  {
    ...nonpayable,
    name: "depositSingleErc1155Token",
    inputs: [
      token,
      appContract,
      { type: "uint256", name: "tokenId" },
      { type: "uint256", name: "value" },
      baseLayerData,
      execLayerData,
    ],
  },
] as const;

/** `depositBatchErc1155Token` of the v3 ERC-1155 batch portal (3.0.0-alpha.7 on). */
export const depositBatchErc1155TokenAbi = [
  {
    ...nonpayable,
    name: "depositBatchErc1155Token",
    inputs: [
      token,
      appContract,
      { type: "uint256[]", name: "tokenIds" },
      { type: "uint256[]", name: "values" },
      baseLayerData,
      execLayerData,
    ],
  },
] as const;

/** Claim staging on a v3 consensus: when a claim was staged and how long it waits. */
export const claimStagingAbi = [
  { ...view, name: "getClaimStagingPeriod", inputs: [], outputs: [uint256] },
  {
    type: "event",
    name: "ClaimStaged",
    anonymous: false,
    inputs: [
      { type: "address", name: "appContract", indexed: true },
      { type: "uint256", name: "lastProcessedBlockNumber", indexed: false },
      { type: "bytes32", name: "outputsMerkleRoot", indexed: false },
      { type: "bytes32", name: "machineMerkleRoot", indexed: false },
    ],
  },
] as const;
