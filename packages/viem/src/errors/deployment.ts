import { type Address, getAddress } from "viem";
import { CartesiError } from "./base.js";

export type ApplicationForeclosedErrorType = ApplicationForeclosedError & {
  name: "ApplicationForeclosedError";
};

/** The v3 application was foreclosed by its guardian: it takes no more inputs or deposits. */
export class ApplicationForeclosedError extends CartesiError {
  declare readonly application: Address;

  constructor({ application, docsPath }: { application: Address; docsPath: string }) {
    super(`Application ${getAddress(application)} is foreclosed: it takes no inputs or deposits.`, {
      docsPath,
      docsSlug: "errors",
      name: "ApplicationForeclosedError",
    });
    Object.assign(this, { application });
  }
}

export type NotAnApplicationErrorType = NotAnApplicationError & { name: "NotAnApplicationError" };

/**
 * The address holds a contract that is not a rollups application: it names no InputBox, neither
 * with `getInputBox()` (3.0.0-alpha.7 on) nor with `getDataAvailability()` (before).
 */
export class NotAnApplicationError extends CartesiError {
  declare readonly application: Address;

  constructor({ application, docsPath }: { application: Address; docsPath: string }) {
    super(`${getAddress(application)} is not a rollups application: it names no InputBox.`, {
      docsPath,
      docsSlug: "errors",
      name: "NotAnApplicationError",
    });
    Object.assign(this, { application });
  }
}

export type UnknownDeploymentErrorType = UnknownDeploymentError & {
  name: "UnknownDeploymentError";
};

/** The application reads an InputBox that belongs to none of the deployments the client knows. */
export class UnknownDeploymentError extends CartesiError {
  declare readonly application: Address;
  /** The InputBox the application names. */
  declare readonly inputBox: Address;

  constructor({
    application,
    inputBox,
    known,
    parameter,
    docsPath,
  }: {
    application: Address;
    inputBox: Address;
    known: readonly string[];
    parameter: string;
    docsPath: string;
  }) {
    super(
      `Application ${getAddress(application)} reads InputBox ${getAddress(inputBox)}, which is in no deployment this client knows.`,
      {
        metaMessages: [
          `Known: ${known.join(", ")}. Pass \`deployment\` (defineDeployment) or \`${parameter}\`.`,
        ],
        docsPath,
        docsSlug: "errors",
        name: "UnknownDeploymentError",
      },
    );
    Object.assign(this, { application, inputBox });
  }
}

export type DeploymentMismatchErrorType = DeploymentMismatchError & {
  name: "DeploymentMismatchError";
};

/**
 * The contract the action would call does not serve the application: another InputBox, another
 * generation, or no contract at all at that address on this chain. Nothing was sent.
 */
export class DeploymentMismatchError extends CartesiError {
  declare readonly application: Address;
  /** The contract the action would have called. */
  declare readonly contract: Address;

  constructor({
    application,
    contract,
    found,
    fix,
    docsPath,
  }: {
    application: Address;
    contract: Address;
    found: string;
    fix: string;
    docsPath: string;
  }) {
    super(
      `Refused to send to ${getAddress(contract)} for application ${getAddress(application)}: ${found}`,
      { metaMessages: [fix], docsPath, docsSlug: "errors", name: "DeploymentMismatchError" },
    );
    Object.assign(this, { application, contract });
  }
}

export type OutputClaimNotAcceptedErrorType = OutputClaimNotAcceptedError & {
  name: "OutputClaimNotAcceptedError";
};

/** The claim that holds the output is not accepted yet, so the output cannot execute. */
export class OutputClaimNotAcceptedError extends CartesiError {
  declare readonly application: Address;
  declare readonly outputIndex: bigint;
  /** Block in which the claim was staged, when it is staged (v3). */
  declare readonly stagedAtBlock: bigint | undefined;
  /** First block in which the staged claim can be accepted (v3). */
  declare readonly acceptableAtBlock: bigint | undefined;

  constructor({
    application,
    outputIndex,
    staged,
    docsPath,
  }: {
    application: Address;
    outputIndex: bigint;
    staged: { stagedAtBlock: bigint; acceptableAtBlock: bigint } | undefined;
    docsPath: string;
  }) {
    super(
      staged
        ? `The claim of output ${outputIndex} is staged, not accepted yet: it can be accepted from block ${staged.acceptableAtBlock}.`
        : `The claim of output ${outputIndex} is not accepted by the application's consensus yet.`,
      {
        metaMessages: staged
          ? [
              `Staged in block ${staged.stagedAtBlock}; the consensus accepts it once its claim staging period has passed.`,
              "Execute the output after the claim is accepted (epoch status CLAIM_ACCEPTED).",
            ]
          : [
              "Either the node has not submitted the claim of the output's epoch, or the output or its proof do not belong to this application.",
            ],
        docsPath,
        docsSlug: "errors",
        name: "OutputClaimNotAcceptedError",
      },
    );
    Object.assign(this, {
      application,
      outputIndex,
      stagedAtBlock: staged?.stagedAtBlock,
      acceptableAtBlock: staged?.acceptableAtBlock,
    });
  }
}
