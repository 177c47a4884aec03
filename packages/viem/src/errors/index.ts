export {
  CartesiError,
  type CartesiErrorParameters,
  type CartesiErrorType,
  docsBaseUrl,
} from "./base.js";
export {
  ApplicationNotFoundError,
  type ApplicationNotFoundErrorType,
  LimitExceededError,
  type LimitExceededErrorType,
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
  InputNotAcceptedError,
  type InputNotAcceptedErrorType,
  InvalidFieldError,
  type InvalidFieldErrorType,
  InvalidParameterError,
  type InvalidParameterErrorType,
  type NodeRequestErrorType,
  WaitForInputTimeoutError,
  type WaitForInputTimeoutErrorType,
} from "./reads.js";
