import { type Address, getAddress } from "viem";
import { type RevertContext, type RevertTypes, typedRevert } from "../utils/typedRevert.js";
import { CartesiError } from "./base.js";

export type FeeOnTransferTokenErrorType = FeeOnTransferTokenError & {
  name: "FeeOnTransferTokenError";
};

/**
 * The ERC-20 portal (3.0.0-alpha.7 on) refused the deposit: the token moved another amount than
 * the one deposited, as fee-on-transfer and rebasing tokens do. Nothing was sent.
 */
export class FeeOnTransferTokenError extends CartesiError {
  /** The contract's error: `Erc20TransferValueIsNotBalanceDelta` or `Erc20TransferDecreasedApplicationBalance`. */
  declare readonly contractError: string;

  constructor({ contractError, cause, docsPath }: RevertContext) {
    super(
      "The ERC-20 portal refuses this token: the application's balance did not grow by the amount deposited.",
      {
        metaMessages: [
          `The portal reverted with ${contractError}. Tokens that charge a fee on transfer, or rebase, cannot be deposited through the portal of rollups-contracts 3.0.0-alpha.7 and later.`,
        ],
        cause,
        docsPath,
        docsSlug: "errors",
        name: "FeeOnTransferTokenError",
      },
    );
    Object.assign(this, { contractError });
  }
}

export type InputBoxNotDeployedErrorType = InputBoxNotDeployedError & {
  name: "InputBoxNotDeployedError";
};

/**
 * The portal (3.0.0-alpha.7 on) refused the deposit: the InputBox the application names has no code
 * on this chain. Nothing was sent.
 */
export class InputBoxNotDeployedError extends CartesiError {
  declare readonly inputBox: Address;

  constructor({ args, cause, docsPath }: RevertContext) {
    const inputBox = getAddress(args[0] as Address);
    super(
      `The application names InputBox ${inputBox}, which has no code on this chain: no deposit can reach it.`,
      { cause, docsPath, docsSlug: "errors", name: "InputBoxNotDeployedError" },
    );
    Object.assign(this, { inputBox });
  }
}

export type TargetHasNoCodeErrorType = TargetHasNoCodeError & { name: "TargetHasNoCodeError" };

/**
 * The application (3.0.0-alpha.7 on) refused to execute the output: a voucher with a payload, or a
 * delegate-call voucher, is aimed at an address without code on this chain. Nothing was sent.
 */
export class TargetHasNoCodeError extends CartesiError {
  declare readonly target: Address;

  constructor({ args, cause, docsPath }: RevertContext) {
    const target = getAddress(args[0] as Address);
    super(`The output calls ${target}, which has no code on this chain.`, {
      metaMessages: [
        "From rollups-contracts 3.0.0-alpha.7 an application executes a voucher with a payload, or a delegate-call voucher, only on a contract.",
      ],
      cause,
      docsPath,
      docsSlug: "errors",
      name: "TargetHasNoCodeError",
    });
    Object.assign(this, { target });
  }
}

/** What a portal from 3.0.0-alpha.7 refuses: an application whose InputBox has no code. */
const portalTypes: RevertTypes = {
  InputBoxNotDeployed: [InputBoxNotDeployedError, "/viem#contract-versions"],
};

/** What the ERC-20 portal from 3.0.0-alpha.7 refuses besides: fee-on-transfer and rebasing tokens. */
const erc20PortalTypes: RevertTypes = {
  ...portalTypes,
  Erc20TransferValueIsNotBalanceDelta: [FeeOnTransferTokenError, "/viem/depositERC20Tokens"],
  Erc20TransferDecreasedApplicationBalance: [FeeOnTransferTokenError, "/viem/depositERC20Tokens"],
};

/** What an application from 3.0.0-alpha.7 refuses to execute: a call to an address without code. */
const executeOutputTypes: RevertTypes = {
  TargetHasNoCode: [TargetHasNoCodeError, "/viem/executeOutput"],
};

/** Raises a portal's refusal a user can act on as its typed error. */
export const portalReverts = (error: unknown) => typedRevert(error, portalTypes);
/** Raises the ERC-20 portal's refusals a user can act on as their typed errors. */
export const erc20PortalReverts = (error: unknown) => typedRevert(error, erc20PortalTypes);
/** Raises an application's refusal to execute an output a user can act on as its typed error. */
export const executeOutputReverts = (error: unknown) => typedRevert(error, executeOutputTypes);

export type ContractRevertErrorType =
  | FeeOnTransferTokenErrorType
  | InputBoxNotDeployedErrorType
  | TargetHasNoCodeErrorType;
