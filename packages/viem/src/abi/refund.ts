// Deposit refunds, added in rollups-contracts 3.0.0-alpha.7: what the refund actions call on an
// `Application`, on its refund output builder and on its consensus. Plain literals, so that a
// bundler keeps only what an action uses. `refund.test.ts` checks them against the contracts.

/**
 * Refunds on an `Application` (3.0.0-alpha.7 on): after its foreclosure, anyone gives a deposit
 * whose input was never finalized back to its depositor, once. The reads that tell whether a
 * refund can be issued, the `RefundIssued` event (its index in `topic1`), and the errors
 * `issueRefund` reverts with.
 */
export const applicationRefundAbi = [
  {
    type: "function",
    name: "issueRefund",
    stateMutability: "nonpayable",
    inputs: [
      { type: "uint256", name: "inputIndex" },
      { type: "bytes", name: "input" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "wasRefundForInputIssued",
    stateMutability: "view",
    inputs: [{ type: "uint256", name: "inputIndex" }],
    outputs: [{ type: "bool", name: "" }],
  },
  {
    type: "function",
    name: "getNumberOfIssuedRefunds",
    stateMutability: "view",
    inputs: [],
    outputs: [{ type: "uint256", name: "" }],
  },
  {
    type: "function",
    name: "validateInput",
    stateMutability: "view",
    inputs: [
      { type: "uint256", name: "inputIndex" },
      { type: "bytes", name: "input" },
    ],
    outputs: [
      { type: "uint256", name: "blockNumber" },
      { type: "address", name: "inputSender" },
      { type: "bytes", name: "inputPayload" },
    ],
  },
  {
    type: "function",
    name: "isForeclosed",
    stateMutability: "view",
    inputs: [],
    outputs: [{ type: "bool", name: "" }],
  },
  {
    type: "function",
    name: "getOutputsMerkleRootValidator",
    stateMutability: "view",
    inputs: [],
    outputs: [{ type: "address", name: "" }],
  },
  {
    type: "function",
    name: "getRefundOutputBuilder",
    stateMutability: "view",
    inputs: [],
    outputs: [{ type: "address", name: "" }],
  },
  {
    type: "event",
    name: "RefundIssued",
    anonymous: false,
    inputs: [
      { type: "uint256", name: "inputIndex", indexed: true },
      { type: "bytes", name: "input", indexed: false },
      { type: "bytes", name: "output", indexed: false },
    ],
  },
  { type: "error", name: "NotForeclosed", inputs: [] },
  {
    type: "error",
    name: "RefundAlreadyIssued",
    inputs: [{ type: "uint256", name: "inputIndex" }],
  },
  {
    type: "error",
    name: "CannotRefundFinalizedInput",
    inputs: [{ type: "uint256", name: "inputIndex" }],
  },
  {
    type: "error",
    name: "InvalidInputIndex",
    inputs: [
      { type: "uint256", name: "invalidInputIndex" },
      { type: "uint256", name: "numOfInputs" },
    ],
  },
  {
    type: "error",
    name: "InvalidInputHash",
    inputs: [
      { type: "bytes32", name: "storedInputHash" },
      { type: "bytes32", name: "invalidInputHash" },
    ],
  },
  { type: "error", name: "IllFormedInput", inputs: [] },
  {
    type: "error",
    name: "InsufficientFunds",
    inputs: [
      { type: "uint256", name: "value" },
      { type: "uint256", name: "balance" },
    ],
  },
  {
    type: "error",
    name: "TargetHasNoCode",
    inputs: [{ type: "address", name: "target" }],
  },
  {
    type: "error",
    name: "OutputNotExecutable",
    inputs: [{ type: "bytes", name: "output" }],
  },
] as const;

/**
 * The refund output builder an application names (`getRefundOutputBuilder()`): it turns a deposit
 * input into the output that gives the asset back, and refuses any other input.
 */
export const refundOutputBuilderAbi = [
  {
    type: "function",
    name: "buildRefundOutput",
    stateMutability: "view",
    inputs: [
      { type: "address", name: "appContract" },
      { type: "address", name: "inputSender" },
      { type: "bytes", name: "payload" },
    ],
    outputs: [{ type: "bytes", name: "output" }],
  },
  {
    type: "error",
    name: "UnknownInputSender",
    inputs: [{ type: "address", name: "inputSender" }],
  },
] as const;

/**
 * `IOutputsMerkleRootValidator.wasInputFinalized` (3.0.0-alpha.7 on): whether an accepted claim
 * covers the base-layer block an input was added in.
 */
export const wasInputFinalizedAbi = [
  {
    type: "function",
    name: "wasInputFinalized",
    stateMutability: "view",
    inputs: [
      { type: "address", name: "appContract" },
      { type: "uint256", name: "inputIndex" },
      { type: "uint256", name: "blockNumber" },
    ],
    outputs: [{ type: "bool", name: "" }],
  },
] as const;
