export {
  CartesiError,
  type CartesiErrorParameters,
  type CartesiErrorType,
  docsBaseUrl,
} from "./base.js";
