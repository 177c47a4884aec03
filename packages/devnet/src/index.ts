export {
  type ApplicationDeployment,
  type Chain,
  type ChainInfo,
  defaultClaimStagingPeriod,
  type Generation,
  type GenerationDeployment,
  localChain,
  localGuardian,
  mine,
  type RollupsAddresses,
  revert,
  snapshot,
  startChain,
  testAccounts,
  type WithdrawalConfig,
} from "@rollups-ts/chain";
export {
  type AccountBalanceBytes,
  AccountsDrive,
  type DriveAccount,
  encodeAccount,
  maxAccountBalance,
  maxBalanceOf,
} from "./accounts.ts";
export { attachChain } from "./attach.ts";
export {
  type DevnetContracts,
  type DevnetDeployment,
  devnetApplications,
  devnetDeployments,
  devnetTokens,
} from "./deployment.ts";
export {
  type Dialect,
  defaultDialect,
  dialectGeneration,
  dialectNodeVersions,
  dialects,
  generationDialects,
  localNodeVersion,
} from "./dialect.ts";
export { errorCodes } from "./errors.ts";
export {
  ForecloseError,
  type ForecloseErrorCode,
  type ForecloseParameters,
  type ForecloseReturnType,
  foreclose,
} from "./foreclose.ts";
export {
  type AdvanceInput,
  type ApplicationHandler,
  type DelegateCallVoucher,
  type HandlerContext,
  type HandlerResult,
  type InspectContext,
  type InspectHandler,
  type InspectResult,
  type InspectStatus,
  type Output,
  parseTestCommand,
  testApplication,
  testApplicationInspect,
  testCommand,
  type Voucher,
} from "./handler.ts";
export {
  type Devnet,
  type DevnetOptions,
  describeApplication,
  type HandlerModule,
  loadHandlerModule,
  startDevnet,
} from "./host/devnet.ts";
export {
  type HostApplication,
  type HostApplicationOptions,
  startHostApplication,
} from "./host/host-application.ts";
export { maxRollupBodyBytes, txBufferBytes } from "./host/rollup-api.ts";
export { type InspectAnswer, maxInspectPayloadBytes } from "./inspect.ts";
export { maxBatchEntries, maxLimit, maxResponseBytes } from "./limits.ts";
export {
  accountsDriveNode,
  type LeafProof,
  MachineMerkleTree,
  type MachineNode,
  type MachineState,
  type MachineValidityProof,
  machineTree,
  machineValidityProof,
  memoryTreeHeight,
  outputsMerkleRootNode,
  pristineRoot,
} from "./machine.ts";
export { OutputsMerkleTree, outputsTreeHeight, rootFromSiblings } from "./merkle.ts";
export {
  type NodeChain,
  type NodeOptions,
  type RollupsNode,
  startNode,
} from "./node.ts";
export {
  type AccountProofFile,
  type DriveRootProofFile,
  WithdrawalProofsError,
  type WithdrawalProofsParameters,
  type WithdrawalProofsReturnType,
  withdrawalProofs,
} from "./proofs.ts";
export { maxBodyBytes } from "./server.ts";
export type { EpochStatus, HandlerStatus, InputCompletionStatus } from "./statuses.ts";
