export {
  CartesiError,
  type CartesiErrorParameters,
  type CartesiErrorType,
  docsBaseUrl,
} from "./base.js";
export {
  ApplicationForeclosedError,
  type ApplicationForeclosedErrorType,
  DeploymentMismatchError,
  type DeploymentMismatchErrorType,
  NotAnApplicationError,
  type NotAnApplicationErrorType,
  OutputClaimNotAcceptedError,
  type OutputClaimNotAcceptedErrorType,
  UnknownDeploymentError,
  type UnknownDeploymentErrorType,
} from "./deployment.js";
export {
  AtCapacityError,
  type AtCapacityErrorType,
  BrowserBlockedError,
  type BrowserBlockedErrorType,
  InspectForeclosedError,
  type InspectForeclosedErrorType,
  MachineNotReadyError,
  type MachineNotReadyErrorType,
  NodeHttpError,
  type NodeHttpErrorType,
  PayloadTooLargeError,
  type PayloadTooLargeErrorType,
} from "./http.js";
export {
  ApplicationNotFoundError,
  type ApplicationNotFoundErrorType,
  InvalidFieldError,
  type InvalidFieldErrorType,
  LimitExceededError,
  type LimitExceededErrorType,
  type NodeRequestErrorType,
  ResourceNotFoundError,
  type ResourceNotFoundErrorType,
} from "./node.js";
export {
  ApplicationNotDeployedError,
  type ApplicationNotDeployedErrorType,
  OutputNotProvenError,
  type OutputNotProvenErrorType,
} from "./output.js";
export {
  OutputClaimRejectedError,
  type OutputClaimRejectedErrorType,
  WaitForOutputTimeoutError,
  type WaitForOutputTimeoutErrorType,
} from "./outputStatus.js";
export { InvalidParameterError, type InvalidParameterErrorType } from "./parameter.js";
export {
  CannotRefundFinalizedInputError,
  type CannotRefundFinalizedInputErrorType,
  InvalidInputError,
  type InvalidInputErrorType,
  NotADepositError,
  type NotADepositErrorType,
  RefundAlreadyIssuedError,
  type RefundAlreadyIssuedErrorType,
  RefundsNotSupportedError,
  type RefundsNotSupportedErrorType,
  WaitForRefundStatusTimeoutError,
  type WaitForRefundStatusTimeoutErrorType,
} from "./refund.js";
export {
  type ContractRevertErrorType,
  FeeOnTransferTokenError,
  type FeeOnTransferTokenErrorType,
  InputBoxNotDeployedError,
  type InputBoxNotDeployedErrorType,
  TargetHasNoCodeError,
  type TargetHasNoCodeErrorType,
} from "./revert.js";
export {
  InputNotAcceptedError,
  type InputNotAcceptedErrorType,
  WaitForInputTimeoutError,
  type WaitForInputTimeoutErrorType,
} from "./waitForInput.js";
export {
  AccountFundsAlreadyWithdrawnError,
  type AccountFundsAlreadyWithdrawnErrorType,
  AccountIndexOutOfRangeError,
  type AccountIndexOutOfRangeErrorType,
  AccountsDriveMerkleRootAlreadyProvedError,
  type AccountsDriveMerkleRootAlreadyProvedErrorType,
  AccountsDriveMerkleRootNotProvedError,
  type AccountsDriveMerkleRootNotProvedErrorType,
  ApplicationAlreadyForeclosedError,
  type ApplicationAlreadyForeclosedErrorType,
  ApplicationNotForeclosedError,
  type ApplicationNotForeclosedErrorType,
  InvalidWithdrawalProofError,
  type InvalidWithdrawalProofErrorType,
  NotGuardianError,
  type NotGuardianErrorType,
  WaitForWithdrawalStatusTimeoutError,
  type WaitForWithdrawalStatusTimeoutErrorType,
  WithdrawalNotConfiguredError,
  type WithdrawalNotConfiguredErrorType,
} from "./withdrawal.js";
