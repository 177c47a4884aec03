import { type Address, getAddress } from "viem";
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

type RevertContext = {
  contractError: string;
  args: readonly unknown[];
  cause: Error;
  docsPath: string;
};

/** The contract errors a user can act on: the typed error each becomes, and the page that explains it. */
const typed: Record<string, [new (context: RevertContext) => CartesiError, string]> = {
  Erc20TransferValueIsNotBalanceDelta: [FeeOnTransferTokenError, "/viem/depositERC20Tokens"],
  Erc20TransferDecreasedApplicationBalance: [FeeOnTransferTokenError, "/viem/depositERC20Tokens"],
  InputBoxNotDeployed: [InputBoxNotDeployedError, "/viem#contract-versions"],
  TargetHasNoCode: [TargetHasNoCodeError, "/viem/executeOutput"],
};

export type ContractRevertErrorType =
  | FeeOnTransferTokenErrorType
  | InputBoxNotDeployedErrorType
  | TargetHasNoCodeErrorType;

/**
 * The typed error for a revert a user can act on, or `error` itself. The revert is found by its
 * name and shape, so an error of another copy of viem is recognised too.
 */
export function typedRevert(error: unknown): unknown {
  if (!(error instanceof Error) || !("walk" in error) || typeof error.walk !== "function")
    return error;
  const revert = (error.walk as (fn: (cause: unknown) => boolean) => unknown)(
    (cause) => (cause as Error | undefined)?.name === "ContractFunctionRevertedError",
  ) as { data?: { errorName?: string; args?: readonly unknown[] } } | null;
  const contractError = revert?.data?.errorName;
  const entry = contractError === undefined ? undefined : typed[contractError];
  if (!entry) return error;
  const [Typed, docsPath] = entry;
  return new Typed({
    contractError: contractError as string,
    args: revert?.data?.args ?? [],
    cause: error,
    docsPath,
  });
}
