import { type Address, getAddress } from "viem";
import { CartesiError } from "./base.js";

export type RefundsNotSupportedErrorType = RefundsNotSupportedError & {
  name: "RefundsNotSupportedError";
};

/**
 * The application's contracts have no deposit refunds: they came with rollups-contracts
 * 3.0.0-alpha.7, and the application is of an earlier release (its `version()` says which; a v2
 * application has none). Nothing was sent.
 */
export class RefundsNotSupportedError extends CartesiError {
  declare readonly application: Address;
  /** The application's release as its `version()` says, e.g. `3.0.0-alpha.5`; undefined for a v2 application, which has no `version()`. */
  declare readonly release: string | undefined;

  constructor({
    application,
    release,
    docsPath,
  }: {
    application: Address;
    release: string | undefined;
    docsPath: string;
  }) {
    super(
      `Application ${getAddress(application)} cannot refund deposits: its contracts are ${release === undefined ? "v2 (no version())" : `release ${release}`}, and refunds came with 3.0.0-alpha.7.`,
      {
        metaMessages: [
          "On an earlier release, deposits leave a foreclosed application through the withdrawal of their accounts.",
        ],
        docsPath,
        docsSlug: "errors",
        name: "RefundsNotSupportedError",
      },
    );
    Object.assign(this, { application, release });
  }
}

export type RefundAlreadyIssuedErrorType = RefundAlreadyIssuedError & {
  name: "RefundAlreadyIssuedError";
};

/** The deposit of the input was refunded already; a deposit is refunded once. Nothing was sent. */
export class RefundAlreadyIssuedError extends CartesiError {
  declare readonly application: Address;
  declare readonly inputIndex: bigint;

  constructor({
    application,
    inputIndex,
    docsPath,
  }: {
    application: Address;
    inputIndex: bigint;
    docsPath: string;
  }) {
    super(
      `The deposit of input ${inputIndex} of application ${getAddress(application)} was refunded already.`,
      { docsPath, docsSlug: "errors", name: "RefundAlreadyIssuedError" },
    );
    Object.assign(this, { application, inputIndex });
  }
}

export type CannotRefundFinalizedInputErrorType = CannotRefundFinalizedInputError & {
  name: "CannotRefundFinalizedInputError";
};

/**
 * An accepted claim covers the input: the application processed the deposit, which is part of its
 * state, and leaves it through its outputs, or after a foreclosure through a withdrawal. Nothing
 * was sent.
 */
export class CannotRefundFinalizedInputError extends CartesiError {
  declare readonly application: Address;
  declare readonly inputIndex: bigint;
  /** The base-layer block the input was added in. */
  declare readonly blockNumber: bigint;

  constructor({
    application,
    inputIndex,
    blockNumber,
    docsPath,
  }: {
    application: Address;
    inputIndex: bigint;
    blockNumber: bigint;
    docsPath: string;
  }) {
    super(
      `Input ${inputIndex} of application ${getAddress(application)} is finalized: an accepted claim covers its block (${blockNumber}), so its deposit cannot be refunded.`,
      {
        metaMessages: [
          "The application processed the deposit: withdraw the account that holds it once the application is foreclosed.",
        ],
        docsPath,
        docsSlug: "errors",
        name: "CannotRefundFinalizedInputError",
      },
    );
    Object.assign(this, { application, inputIndex, blockNumber });
  }
}

export type NotADepositErrorType = NotADepositError & { name: "NotADepositError" };

/**
 * The input is not a deposit the application's refund output builder can give back: it was sent
 * by an account or a contract other than the five portals the builder knows (the builder's
 * `UnknownInputSender`). Nothing was sent.
 */
export class NotADepositError extends CartesiError {
  declare readonly application: Address;
  declare readonly inputIndex: bigint;
  /** Who sent the input. */
  declare readonly sender: Address;

  constructor({
    application,
    inputIndex,
    sender,
    docsPath,
  }: {
    application: Address;
    inputIndex: bigint;
    sender: Address;
    docsPath: string;
  }) {
    super(
      `Input ${inputIndex} of application ${getAddress(application)} is not a deposit it can refund: ${getAddress(sender)} sent it, not one of the portals its refund output builder knows.`,
      {
        metaMessages: [
          "Only deposits through the Ether, ERC-20, ERC-721 and ERC-1155 portals of the application's release are refunded.",
        ],
        docsPath,
        docsSlug: "errors",
        name: "NotADepositError",
      },
    );
    Object.assign(this, { application, inputIndex, sender });
  }
}

/** The application's errors for an input that is not the one its InputBox holds at the index. */
export const invalidInputErrors = ["InvalidInputIndex", "InvalidInputHash", "IllFormedInput"];

export type InvalidInputErrorType = InvalidInputError & { name: "InvalidInputError" };

/**
 * The application refuses the input given for the index (`validateInput`): the index is past its
 * inputs (`InvalidInputIndex`), the bytes are not those the InputBox holds there
 * (`InvalidInputHash`), or they are not an `EvmAdvance` input of this application
 * (`IllFormedInput`). Nothing was sent.
 */
export class InvalidInputError extends CartesiError {
  declare readonly application: Address;
  declare readonly inputIndex: bigint;
  /** The contract's error, e.g. `InvalidInputHash`. */
  declare readonly contractError: string;

  constructor({
    application,
    inputIndex,
    contractError,
    cause,
    docsPath,
  }: {
    application: Address;
    inputIndex: bigint;
    contractError: string;
    cause?: Error | undefined;
    docsPath: string;
  }) {
    super(
      `Application ${getAddress(application)} refuses the input given for index ${inputIndex}: ${contractError}.`,
      {
        cause,
        metaMessages: [
          "Pass the whole input as the InputBox added it: the node's raw_data, or the `input` of the InputAdded event.",
        ],
        docsPath,
        docsSlug: "errors",
        name: "InvalidInputError",
      },
    );
    Object.assign(this, { application, inputIndex, contractError });
  }
}

export type WaitForRefundStatusTimeoutErrorType = WaitForRefundStatusTimeoutError & {
  name: "WaitForRefundStatusTimeoutError";
};

/** The wait for a refund status timed out before the status was reached. */
export class WaitForRefundStatusTimeoutError extends CartesiError {
  declare readonly application: Address;
  declare readonly inputIndex: bigint;
  /** The status waited for. */
  declare readonly status: string;
  /** The last status seen, if any. */
  declare readonly lastStatus: string | undefined;

  constructor({
    application,
    inputIndex,
    status,
    lastStatus,
    timeout,
    docsPath,
  }: {
    application: Address;
    inputIndex: bigint;
    status: string;
    lastStatus: string | undefined;
    timeout: number;
    docsPath: string;
  }) {
    super(
      `Timed out after ${timeout} ms waiting for the deposit of input ${inputIndex} of application ${getAddress(application)} to be ${status}.`,
      {
        metaMessages: lastStatus ? [`Last status: ${lastStatus}.`] : undefined,
        docsPath,
        docsSlug: "errors",
        name: "WaitForRefundStatusTimeoutError",
      },
    );
    Object.assign(this, { application, inputIndex, status, lastStatus });
  }
}
