export { attachChain } from "./attach.ts";
export {
  type Dialect,
  defaultDialect,
  dialectNodeVersions,
  dialects,
  localNodeVersion,
} from "./dialect.ts";
export {
  type AdvanceInput,
  type ApplicationHandler,
  type DelegateCallVoucher,
  type HandlerContext,
  type HandlerResult,
  type HandlerStatus,
  type InputCompletionStatus,
  parseTestCommand,
  testApplication,
  testCommand,
  type Voucher,
} from "./handler.ts";
export { OutputsMerkleTree, outputsTreeHeight, rootFromSiblings } from "./merkle.ts";
export {
  type NodeChain,
  type NodeOptions,
  type RollupsNode,
  startNode,
} from "./node.ts";
export { errorCodes, maxBatchEntries, maxLimit, maxResponseBytes } from "./rpc.ts";
export { maxBodyBytes } from "./server.ts";
export type { EpochStatus } from "./state.ts";
