// What the v3 generation of the rollups contracts adds to, or renames in, the v2.2 ABIs of
// `generated.ts`, as the actions need it: the errors of the v3 InputBox and portals, the token
// portal functions as 3.0.0-alpha.7 renamed them, and claim staging. Plain literals, so that a
// bundler keeps only what an action uses. `v3.test.ts` checks them against the contracts.

/** `InputBox.addInput` and its errors in both generations (the v3 InputBox checks the application). */
export const addInputAbi = [
  {
    type: "function",
    name: "addInput",
    stateMutability: "nonpayable",
    inputs: [
      { type: "address", name: "appContract" },
      { type: "bytes", name: "payload" },
    ],
    outputs: [{ type: "bytes32", name: "" }],
  },
  {
    type: "error",
    name: "InputTooLarge",
    inputs: [
      { type: "address", name: "appContract" },
      { type: "uint256", name: "inputLength" },
      { type: "uint256", name: "maxInputLength" },
    ],
  },
] as const;

/** Errors of the v3 InputBox, which every v3 portal calls: it checks the application first. */
export const inputBoxV3ErrorsAbi = [
  {
    type: "error",
    name: "ApplicationForeclosed",
    inputs: [{ type: "address", name: "appContract" }],
  },
  {
    type: "error",
    name: "ApplicationNotDeployed",
    inputs: [{ type: "address", name: "appContract" }],
  },
  {
    type: "error",
    name: "ApplicationReverted",
    inputs: [
      { type: "address", name: "appContract" },
      { type: "bytes", name: "error" },
    ],
  },
  {
    type: "error",
    name: "IllformedApplicationReturnData",
    inputs: [
      { type: "address", name: "appContract" },
      { type: "bytes", name: "data" },
    ],
  },
] as const;

/** The error of every portal from 3.0.0-alpha.7: the InputBox the application names has no code. */
export const portalV3ErrorsAbi = [
  { type: "error", name: "InputBoxNotDeployed", inputs: [{ type: "address", name: "inputBox" }] },
] as const;

/** Errors of the v3 ERC-20 portal (3.0.0-alpha.7 on), which refuses fee-on-transfer tokens. */
export const erc20PortalV3ErrorsAbi = [
  { type: "error", name: "Erc20TransferFailed", inputs: [] },
  {
    type: "error",
    name: "Erc20TransferDecreasedApplicationBalance",
    inputs: [
      { type: "uint256", name: "balanceBefore" },
      { type: "uint256", name: "balanceAfter" },
    ],
  },
  {
    type: "error",
    name: "Erc20TransferValueIsNotBalanceDelta",
    inputs: [
      { type: "uint256", name: "value" },
      { type: "uint256", name: "balanceDelta" },
    ],
  },
] as const;

/** `depositErc20Tokens` of the v3 ERC-20 portal (3.0.0-alpha.7 on; v2 arguments). */
export const depositErc20TokensAbi = [
  {
    type: "function",
    name: "depositErc20Tokens",
    stateMutability: "nonpayable",
    inputs: [
      { type: "address", name: "token" },
      { type: "address", name: "appContract" },
      { type: "uint256", name: "value" },
      { type: "bytes", name: "execLayerData" },
    ],
    outputs: [],
  },
] as const;

/** `depositErc721Token` of the v3 ERC-721 portal (3.0.0-alpha.7 on; v2 arguments). */
export const depositErc721TokenAbi = [
  {
    type: "function",
    name: "depositErc721Token",
    stateMutability: "nonpayable",
    inputs: [
      { type: "address", name: "token" },
      { type: "address", name: "appContract" },
      { type: "uint256", name: "tokenId" },
      { type: "bytes", name: "baseLayerData" },
      { type: "bytes", name: "execLayerData" },
    ],
    outputs: [],
  },
] as const;

/** `depositSingleErc1155Token` of the v3 ERC-1155 single portal (3.0.0-alpha.7 on; v2 arguments). */
export const depositSingleErc1155TokenAbi = [
  {
    type: "function",
    name: "depositSingleErc1155Token",
    stateMutability: "nonpayable",
    inputs: [
      { type: "address", name: "token" },
      { type: "address", name: "appContract" },
      { type: "uint256", name: "tokenId" },
      { type: "uint256", name: "value" },
      { type: "bytes", name: "baseLayerData" },
      { type: "bytes", name: "execLayerData" },
    ],
    outputs: [],
  },
] as const;

/** `depositBatchErc1155Token` of the v3 ERC-1155 batch portal (3.0.0-alpha.7 on; v2 arguments). */
export const depositBatchErc1155TokenAbi = [
  {
    type: "function",
    name: "depositBatchErc1155Token",
    stateMutability: "nonpayable",
    inputs: [
      { type: "address", name: "token" },
      { type: "address", name: "appContract" },
      { type: "uint256[]", name: "tokenIds" },
      { type: "uint256[]", name: "values" },
      { type: "bytes", name: "baseLayerData" },
      { type: "bytes", name: "execLayerData" },
    ],
    outputs: [],
  },
] as const;

/** Claim staging on a v3 consensus: its staging period and the event that stages a claim. */
export const claimStagingAbi = [
  {
    type: "function",
    name: "getClaimStagingPeriod",
    stateMutability: "view",
    inputs: [],
    outputs: [{ type: "uint256", name: "" }],
  },
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

/**
 * Foreclosure and withdrawal on a v3 `Application`: the guardian forecloses it, anyone proves its
 * accounts drive root against the last finalized machine state, then withdraws each account; the
 * reads that tell how far it went, and the errors the three writes revert with.
 */
export const applicationWithdrawalAbi = [
  {
    type: "function",
    name: "foreclose",
    stateMutability: "nonpayable",
    inputs: [],
    outputs: [],
  },
  {
    type: "function",
    name: "isForeclosed",
    stateMutability: "view",
    inputs: [],
    outputs: [
      {
        type: "bool",
        name: "",
      },
    ],
  },
  {
    type: "function",
    name: "getWithdrawalConfig",
    stateMutability: "view",
    inputs: [],
    outputs: [
      {
        type: "tuple",
        name: "withdrawalConfig",
        components: [
          {
            type: "address",
            name: "guardian",
          },
          {
            type: "uint8",
            name: "log2LeavesPerAccount",
          },
          {
            type: "uint8",
            name: "log2MaxNumOfAccounts",
          },
          {
            type: "uint64",
            name: "accountsDriveStartIndex",
          },
          {
            type: "address",
            name: "withdrawalOutputBuilder",
          },
        ],
      },
    ],
  },
  {
    type: "function",
    name: "getAccountsDriveMerkleRoot",
    stateMutability: "view",
    inputs: [],
    outputs: [
      {
        type: "bool",
        name: "wasAccountsDriveMerkleRootProved",
      },
      {
        type: "bytes32",
        name: "accountsDriveMerkleRoot",
      },
    ],
  },
  {
    type: "function",
    name: "proveAccountsDriveMerkleRoot",
    stateMutability: "nonpayable",
    inputs: [
      {
        type: "bytes32",
        name: "accountsDriveMerkleRoot",
      },
      {
        type: "bytes32[]",
        name: "proof",
      },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "withdraw",
    stateMutability: "nonpayable",
    inputs: [
      {
        type: "bytes",
        name: "account",
      },
      {
        type: "tuple",
        name: "proof",
        components: [
          {
            type: "uint64",
            name: "accountIndex",
          },
          {
            type: "bytes32[]",
            name: "accountRootSiblings",
          },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "validateAccount",
    stateMutability: "view",
    inputs: [
      {
        type: "bytes",
        name: "account",
      },
      {
        type: "tuple",
        name: "proof",
        components: [
          {
            type: "uint64",
            name: "accountIndex",
          },
          {
            type: "bytes32[]",
            name: "accountRootSiblings",
          },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "wereAccountFundsWithdrawn",
    stateMutability: "view",
    inputs: [
      {
        type: "uint256",
        name: "accountIndex",
      },
    ],
    outputs: [
      {
        type: "bool",
        name: "",
      },
    ],
  },
  {
    type: "function",
    name: "getDeploymentBlockNumber",
    stateMutability: "view",
    inputs: [],
    outputs: [
      {
        type: "uint256",
        name: "",
      },
    ],
  },
  {
    type: "event",
    name: "Foreclosure",
    inputs: [],
    anonymous: false,
  },
  {
    type: "event",
    name: "Withdrawal",
    inputs: [
      {
        type: "uint64",
        name: "accountIndex",
        indexed: false,
      },
      {
        type: "bytes",
        name: "account",
        indexed: false,
      },
      {
        type: "bytes",
        name: "output",
        indexed: false,
      },
    ],
    anonymous: false,
  },
  {
    type: "error",
    name: "NotGuardian",
    inputs: [],
  },
  {
    type: "error",
    name: "NotForeclosed",
    inputs: [],
  },
  {
    type: "error",
    name: "AccountsDriveMerkleRootAlreadyProved",
    inputs: [],
  },
  {
    type: "error",
    name: "AccountsDriveMerkleRootNotProved",
    inputs: [],
  },
  {
    type: "error",
    name: "AccountFundsAlreadyWithdrawn",
    inputs: [
      {
        type: "uint64",
        name: "accountIndex",
      },
    ],
  },
  {
    type: "error",
    name: "InvalidAccountsDriveMerkleRootProofSize",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidMachineMerkleRoot",
    inputs: [
      {
        type: "bytes32",
        name: "machineMerkleRoot",
      },
    ],
  },
  {
    type: "error",
    name: "InvalidAccountRootSiblingsArrayLength",
    inputs: [],
  },
  {
    type: "error",
    name: "InvalidAccountsDriveMerkleRoot",
    inputs: [
      {
        type: "bytes32",
        name: "accountsDriveMerkleRoot",
      },
    ],
  },
  {
    type: "error",
    name: "AccountTooShort",
    inputs: [
      {
        type: "uint64",
        name: "attemptedAccountSize",
      },
      {
        type: "uint64",
        name: "minAccountSize",
      },
    ],
  },
  {
    type: "error",
    name: "InsufficientFunds",
    inputs: [
      {
        type: "uint256",
        name: "value",
      },
      {
        type: "uint256",
        name: "balance",
      },
    ],
  },
  {
    type: "error",
    name: "OutputNotExecutable",
    inputs: [
      {
        type: "bytes",
        name: "output",
      },
    ],
  },
] as const;

/**
 * Errors of the v3 Application that `applicationWithdrawalAbi` (3.0.0-alpha.5's own entries) does not
 * list: the accounts drive's bounds (alpha.5 on), and what 3.0.0-alpha.7 adds: a second
 * foreclosure, accounts of the wrong size, a voucher to an address without code, refunds.
 */
export const applicationErrorsAbi = [
  { type: "error", name: "Foreclosed", inputs: [] },
  {
    type: "error",
    name: "InvalidNodeIndex",
    inputs: [
      { type: "uint256", name: "nodeIndex" },
      { type: "uint256", name: "height" },
    ],
  },
  {
    type: "error",
    name: "DriveSmallerThanData",
    inputs: [
      { type: "uint256", name: "driveSize" },
      { type: "uint256", name: "dataSize" },
    ],
  },
  {
    type: "error",
    name: "InvalidAccountSize",
    inputs: [
      { type: "uint256", name: "attemptedAccountSize" },
      { type: "uint64", name: "accountSize" },
    ],
  },
  { type: "error", name: "TargetHasNoCode", inputs: [{ type: "address", name: "target" }] },
  { type: "error", name: "NotDeploymentBlock", inputs: [] },
] as const;
