import { type Address, isAddress } from "viem";
import type {
  AccountProofFile,
  DriveRootProofFile,
  WithdrawalProofsAnswer,
  WithdrawalProofsErrorAnswer,
} from "./withdrawal-proofs.ts";
import { withdrawalProofsPath } from "./withdrawal-proofs.ts";

export type { AccountProofFile, DriveRootProofFile };

export type WithdrawalProofsParameters = {
  /** The devnet node: its base URL (`http://127.0.0.1:6751`) or its JSON-RPC URL (`…/rpc`, `…/N/rpc`). */
  node: string;
  /** The foreclosed application. */
  application: Address;
  /** The account whose balance is withdrawn. */
  account: Address;
};

export type WithdrawalProofsReturnType = {
  /** `drive-root-proof.json`: for `proveAccountsDriveMerkleRoot(root, proof)`. */
  driveRootProof: DriveRootProofFile;
  /** `account-proof.json`: for `withdraw(account, { accountIndex, accountRootSiblings })`. */
  accountProof: AccountProofFile;
};

/** The node gave no proofs: `code` is the endpoint's (`NOT_FORECLOSED`, `NO_ACCEPTED_CLAIM`, …), `status` its HTTP status. */
export class WithdrawalProofsError extends Error {
  readonly code:
    | WithdrawalProofsErrorAnswer["error"]["code"]
    | "NODE_UNREACHABLE"
    | "UNEXPECTED_ANSWER";
  readonly status: number;
  constructor(code: WithdrawalProofsError["code"], status: number, message: string) {
    super(`withdrawalProofs: ${message}`);
    this.name = "WithdrawalProofsError";
    this.code = code;
    this.status = status;
  }
}

/** The base URL of a node given by its base URL or one of its JSON-RPC URLs. */
function nodeBase(node: string): string {
  if (typeof node !== "string" || !URL.canParse(node))
    throw new TypeError(
      `withdrawalProofs: node must be the node's URL, got ${JSON.stringify(node)}`,
    );
  const url = new URL(node);
  url.pathname = url.pathname.replace(/\/+$/, "").replace(/(?:\/[RIN])?\/rpc$/, "");
  url.search = "";
  url.hash = "";
  return url.toString().replace(/\/+$/, "");
}

/**
 * Gets the proofs an account needs to withdraw from a foreclosed application, from a devnet node
 * (`GET /devnet/withdrawal-proofs`; a real node's JSON-RPC serves none: its operators' tooling
 * writes these files). They prove the account against the application's last accepted claim.
 *
 * @param parameters - The node, the application and the account.
 * @returns The contents of `drive-root-proof.json` and `account-proof.json`.
 * @throws {WithdrawalProofsError} When the node has no proofs to give (not foreclosed, no accepted claim, no such account).
 * @example
 * const { driveRootProof, accountProof } = await withdrawalProofs({
 *   node: "http://127.0.0.1:6751",
 *   application: "0x…",
 *   account: "0x…",
 * });
 */
export async function withdrawalProofs(
  parameters: WithdrawalProofsParameters,
): Promise<WithdrawalProofsReturnType> {
  const { node, application, account } = parameters;
  const base = nodeBase(node);
  if (!isAddress(application, { strict: false }))
    throw new TypeError(
      `withdrawalProofs: application must be an address, got ${JSON.stringify(application)}`,
    );
  if (!isAddress(account, { strict: false }))
    throw new TypeError(
      `withdrawalProofs: account must be an address, got ${JSON.stringify(account)}`,
    );
  const query = new URLSearchParams({ application, account });
  let response: Response;
  try {
    response = await fetch(`${base}${withdrawalProofsPath}?${query}`);
  } catch (error) {
    throw new WithdrawalProofsError(
      "NODE_UNREACHABLE",
      0,
      `could not reach the devnet node at ${base}: ${(error as Error).message}`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (response.ok && typeof body === "object" && body !== null && "drive_root_proof" in body) {
    const answer = body as WithdrawalProofsAnswer;
    return { driveRootProof: answer.drive_root_proof, accountProof: answer.account_proof };
  }
  const error = (body as WithdrawalProofsErrorAnswer | undefined)?.error;
  if (error && typeof error.code === "string")
    throw new WithdrawalProofsError(error.code, response.status, error.message);
  throw new WithdrawalProofsError(
    "UNEXPECTED_ANSWER",
    response.status,
    `${base} answered HTTP ${response.status} without proofs: is it a devnet node?`,
  );
}
