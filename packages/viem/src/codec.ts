// Everything that encodes and decodes: what the rollups contracts write (inputs, outputs, each
// portal's deposits) and an application's own messages. An entry of its own, so that an app that
// sends and reads without it does not carry it.
export {
  type ApplicationDefinition,
  type ApplicationInput,
  type ApplicationInspectReport,
  type ApplicationInspectRequest,
  type ApplicationMessages,
  type ApplicationNotice,
  type ApplicationOutputData,
  type ApplicationReport,
  type ApplicationVoucher,
  type DefineApplicationParameters,
  defineApplication,
  type MessagesOf,
} from "./application/defineApplication.js";
export {
  type AbiFunctionCall,
  json,
  type MessageCodec,
  type MessageDescription,
  type MessageOf,
  text,
} from "./application/messages.js";
export {
  type BatchERC1155Deposit,
  type DecodeDepositParameters,
  type Deposit,
  type DepositType,
  decodeDeposit,
  type EncodeDepositParameters,
  type ERC20Deposit,
  type ERC721Deposit,
  type EtherDeposit,
  encodeDeposit,
  type SingleERC1155Deposit,
} from "./codecs/deposit.js";
export { decodeEvmAdvance, encodeEvmAdvance } from "./codecs/evmAdvance.js";
export { decodeOutput, encodeOutput } from "./codecs/output.js";
export { InvalidEncodingError, type InvalidEncodingErrorType } from "./errors/encoding.js";
