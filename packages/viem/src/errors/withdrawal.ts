import { type Address, getAddress, type Hash } from "viem";
import { CartesiError } from "./base.js";

export type WithdrawalNotConfiguredErrorType = WithdrawalNotConfiguredError & {
  name: "WithdrawalNotConfiguredError";
};

/**
 * The application cannot be foreclosed nor withdrawn from: it was created with an all-zero
 * withdrawal configuration, or it is a v2 application, which has none. Nothing was sent.
 */
export class WithdrawalNotConfiguredError extends CartesiError {
  declare readonly application: Address;

  constructor({ application, docsPath }: { application: Address; docsPath: string }) {
    super(
      `Application ${getAddress(application)} has no withdrawal configuration: it cannot be foreclosed nor withdrawn from.`,
      {
        metaMessages: [
          "Only v3 applications created with a guardian and an accounts drive layout have one.",
        ],
        docsPath,
        docsSlug: "errors",
        name: "WithdrawalNotConfiguredError",
      },
    );
    Object.assign(this, { application });
  }
}

export type NotGuardianErrorType = NotGuardianError & { name: "NotGuardianError" };

/** Only the application's guardian can foreclose it, and the sender is someone else. Nothing was sent. */
export class NotGuardianError extends CartesiError {
  declare readonly application: Address;
  /** The account that would have sent the transaction. */
  declare readonly account: Address;
  declare readonly guardian: Address;

  constructor({
    application,
    account,
    guardian,
    docsPath,
  }: {
    application: Address;
    account: Address;
    guardian: Address;
    docsPath: string;
  }) {
    super(
      `${getAddress(account)} is not the guardian of application ${getAddress(application)}: only ${getAddress(guardian)} can foreclose it.`,
      { docsPath, docsSlug: "errors", name: "NotGuardianError" },
    );
    Object.assign(this, { application, account, guardian });
  }
}

export type ApplicationNotForeclosedErrorType = ApplicationNotForeclosedError & {
  name: "ApplicationNotForeclosedError";
};

/**
 * The accounts drive root is proved, funds withdrawn and deposits refunded only after foreclosure.
 * Nothing was sent.
 */
export class ApplicationNotForeclosedError extends CartesiError {
  declare readonly application: Address;

  constructor({ application, docsPath }: { application: Address; docsPath: string }) {
    super(
      `Application ${getAddress(application)} is not foreclosed: its funds are withdrawn, and its deposits refunded, only after its guardian forecloses it.`,
      { docsPath, docsSlug: "errors", name: "ApplicationNotForeclosedError" },
    );
    Object.assign(this, { application });
  }
}

export type AccountsDriveMerkleRootNotProvedErrorType = AccountsDriveMerkleRootNotProvedError & {
  name: "AccountsDriveMerkleRootNotProvedError";
};

/** A withdrawal needs the accounts drive root proved first (`proveAccountsDriveMerkleRoot`). Nothing was sent. */
export class AccountsDriveMerkleRootNotProvedError extends CartesiError {
  declare readonly application: Address;

  constructor({ application, docsPath }: { application: Address; docsPath: string }) {
    super(
      `The accounts drive root of application ${getAddress(application)} is not proved yet: prove it before withdrawing.`,
      {
        metaMessages: ["Send `proveAccountsDriveMerkleRoot` with the drive-root-proof.json file."],
        docsPath,
        docsSlug: "errors",
        name: "AccountsDriveMerkleRootNotProvedError",
      },
    );
    Object.assign(this, { application });
  }
}

export type AccountsDriveMerkleRootAlreadyProvedErrorType =
  AccountsDriveMerkleRootAlreadyProvedError & {
    name: "AccountsDriveMerkleRootAlreadyProvedError";
  };

/** The accounts drive root is proved once, and it already was. Nothing was sent. */
export class AccountsDriveMerkleRootAlreadyProvedError extends CartesiError {
  declare readonly application: Address;
  /** The root the application holds. */
  declare readonly accountsDriveMerkleRoot: Hash;

  constructor({
    application,
    accountsDriveMerkleRoot,
    docsPath,
  }: {
    application: Address;
    accountsDriveMerkleRoot: Hash;
    docsPath: string;
  }) {
    super(
      `The accounts drive root of application ${getAddress(application)} is already proved (${accountsDriveMerkleRoot}).`,
      {
        metaMessages: ["Withdraw with each account's account-proof.json."],
        docsPath,
        docsSlug: "errors",
        name: "AccountsDriveMerkleRootAlreadyProvedError",
      },
    );
    Object.assign(this, { application, accountsDriveMerkleRoot });
  }
}

export type AccountFundsAlreadyWithdrawnErrorType = AccountFundsAlreadyWithdrawnError & {
  name: "AccountFundsAlreadyWithdrawnError";
};

/** The account's funds were already withdrawn; an account is withdrawn once. Nothing was sent. */
export class AccountFundsAlreadyWithdrawnError extends CartesiError {
  declare readonly application: Address;
  declare readonly accountIndex: bigint;

  constructor({
    application,
    accountIndex,
    docsPath,
  }: {
    application: Address;
    accountIndex: bigint;
    docsPath: string;
  }) {
    super(
      `The funds of account ${accountIndex} of application ${getAddress(application)} were already withdrawn.`,
      { docsPath, docsSlug: "errors", name: "AccountFundsAlreadyWithdrawnError" },
    );
    Object.assign(this, { application, accountIndex });
  }
}

/** The application's errors for a proof that does not check out, by proof. */
export const invalidProofErrors = {
  driveRoot: ["InvalidAccountsDriveMerkleRootProofSize", "InvalidMachineMerkleRoot"],
  account: [
    "InvalidAccountRootSiblingsArrayLength",
    "InvalidAccountsDriveMerkleRoot",
    "AccountTooShort",
    "InvalidAccountSize",
    "InvalidNodeIndex",
    "DriveSmallerThanData",
  ],
} as const;

export type InvalidWithdrawalProofErrorType = InvalidWithdrawalProofError & {
  name: "InvalidWithdrawalProofError";
};

/**
 * The application refuses the proof: the drive root proof does not lead to its last finalized
 * machine state, or the account proof does not lead to its proved accounts drive root, or a
 * proof has the wrong number of siblings for the application's layout. Nothing was sent.
 */
export class InvalidWithdrawalProofError extends CartesiError {
  declare readonly application: Address;
  /** Which proof: `drive-root-proof.json` or `account-proof.json`. */
  declare readonly proof: "drive-root-proof.json" | "account-proof.json";
  /** The contract's error, e.g. `InvalidMachineMerkleRoot`. */
  declare readonly contractError: string;

  constructor({
    application,
    proof,
    contractError,
    cause,
    docsPath,
  }: {
    application: Address;
    proof: "drive-root-proof.json" | "account-proof.json";
    contractError: string;
    cause?: Error | undefined;
    docsPath: string;
  }) {
    super(
      `Application ${getAddress(application)} refuses the proof of ${proof}: ${contractError}.`,
      {
        cause,
        metaMessages: [
          proof === "drive-root-proof.json"
            ? "The proof must be made from the machine state of the application's last accepted claim."
            : "The proof must be made from the same machine state as the proved accounts drive root.",
        ],
        docsPath,
        docsSlug: "errors",
        name: "InvalidWithdrawalProofError",
      },
    );
    Object.assign(this, { application, proof, contractError });
  }
}

export type WaitForWithdrawalStatusTimeoutErrorType = WaitForWithdrawalStatusTimeoutError & {
  name: "WaitForWithdrawalStatusTimeoutError";
};

/** The wait for a withdrawal status timed out before the status was reached. */
export class WaitForWithdrawalStatusTimeoutError extends CartesiError {
  declare readonly application: Address;
  /** The status waited for. */
  declare readonly status: string;
  /** The last status seen, if any. */
  declare readonly lastStatus: string | undefined;

  constructor({
    application,
    status,
    lastStatus,
    timeout,
    docsPath,
  }: {
    application: Address;
    status: string;
    lastStatus: string | undefined;
    timeout: number;
    docsPath: string;
  }) {
    super(
      `Timed out after ${timeout} ms waiting for application ${getAddress(application)} to be ${status}.`,
      {
        metaMessages: lastStatus ? [`Last status: ${lastStatus}.`] : undefined,
        docsPath,
        docsSlug: "errors",
        name: "WaitForWithdrawalStatusTimeoutError",
      },
    );
    Object.assign(this, { application, status, lastStatus });
  }
}

export type ApplicationAlreadyForeclosedErrorType = ApplicationAlreadyForeclosedError & {
  name: "ApplicationAlreadyForeclosedError";
};

/** The application is foreclosed already: a second foreclosure changes nothing. Nothing was sent. */
export class ApplicationAlreadyForeclosedError extends CartesiError {
  declare readonly application: Address;

  constructor({ application, docsPath }: { application: Address; docsPath: string }) {
    super(`Application ${getAddress(application)} is foreclosed already.`, {
      metaMessages: [
        "Its withdrawal status says what comes next: prove the accounts drive root, then withdraw.",
      ],
      docsPath,
      docsSlug: "errors",
      name: "ApplicationAlreadyForeclosedError",
    });
    Object.assign(this, { application });
  }
}

export type AccountIndexOutOfRangeErrorType = AccountIndexOutOfRangeError & {
  name: "AccountIndexOutOfRangeError";
};

/**
 * The account index is past the application's accounts drive, which holds
 * `2 ** log2MaxNumOfAccounts` accounts: no account is there to withdraw. Nothing was sent.
 */
export class AccountIndexOutOfRangeError extends CartesiError {
  declare readonly application: Address;
  declare readonly accountIndex: bigint;
  /** How many accounts the drive holds. */
  declare readonly maxNumOfAccounts: bigint;

  constructor({
    application,
    accountIndex,
    maxNumOfAccounts,
    docsPath,
  }: {
    application: Address;
    accountIndex: bigint;
    maxNumOfAccounts: bigint;
    docsPath: string;
  }) {
    super(
      `Account index ${accountIndex} is past the accounts drive of application ${getAddress(application)}, which holds ${maxNumOfAccounts} accounts (0 to ${maxNumOfAccounts - 1n}).`,
      {
        metaMessages: ["Check `account_index` in the account's proof file."],
        docsPath,
        docsSlug: "errors",
        name: "AccountIndexOutOfRangeError",
      },
    );
    Object.assign(this, { application, accountIndex, maxNumOfAccounts });
  }
}
