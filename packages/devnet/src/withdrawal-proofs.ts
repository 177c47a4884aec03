import type { IncomingMessage, ServerResponse } from "node:http";
import { type Address, getAddress, isAddress } from "viem";
import { corsHeaders, type HttpPosture } from "./http.ts";
import {
  type AccountProofFile,
  type ApplicationState,
  type DriveRootProofFile,
  type WithdrawalProofsErrorCode,
  WithdrawalProofsUnavailable,
} from "./state.ts";
import { patterns } from "./validators.ts";

export type { AccountProofFile, DriveRootProofFile, WithdrawalProofsErrorCode };

/** Where the devnet node serves withdrawal proofs; a real node's JSON-RPC serves none. */
export const withdrawalProofsPath = "/devnet/withdrawal-proofs";

/** What `GET /devnet/withdrawal-proofs` answers: the two files the node's tooling writes. */
export type WithdrawalProofsAnswer = {
  drive_root_proof: DriveRootProofFile;
  account_proof: AccountProofFile;
};

/** Why the endpoint gave no proofs: one of the codes of `WithdrawalProofsErrorCode`, or `INVALID_PARAMS`. */
export type WithdrawalProofsErrorAnswer = {
  error: { code: WithdrawalProofsErrorCode | "INVALID_PARAMS" | "INTERNAL_ERROR"; message: string };
};

type Answer = { status: number; body: WithdrawalProofsAnswer | WithdrawalProofsErrorAnswer };

const failure = (
  status: number,
  code: WithdrawalProofsErrorAnswer["error"]["code"],
  message: string,
): Answer => ({ status, body: { error: { code, message } } });

/** The answer to a request for an account's proofs, by the request's query. */
function proofsAnswer(applications: readonly ApplicationState[], query: URLSearchParams): Answer {
  const identifier = query.get("application");
  const account = query.get("account");
  if (
    identifier === null ||
    !(patterns.address.test(identifier) || patterns.applicationName.test(identifier))
  )
    return failure(
      400,
      "INVALID_PARAMS",
      `application must be an application's name or address, got ${JSON.stringify(identifier)}`,
    );
  if (account === null || !isAddress(account, { strict: false }))
    return failure(
      400,
      "INVALID_PARAMS",
      `account must be an address, got ${JSON.stringify(account)}`,
    );
  const state = applications.find((candidate) =>
    patterns.address.test(identifier)
      ? candidate.config.address.toLowerCase() === identifier.toLowerCase()
      : candidate.config.name === identifier,
  );
  if (!state)
    return failure(404, "APPLICATION_NOT_FOUND", `the node serves no application ${identifier}`);
  try {
    const proofs = state.withdrawalProofs(getAddress(account) as Address);
    return {
      status: 200,
      body: { drive_root_proof: proofs.driveRootProof, account_proof: proofs.accountProof },
    };
  } catch (error) {
    if (!(error instanceof WithdrawalProofsUnavailable)) throw error;
    return failure(404, error.code, error.message);
  }
}

/**
 * Answers `GET /devnet/withdrawal-proofs?application=<name or address>&account=<address>` with
 * the account's proofs against the last accepted claim of a foreclosed application.
 */
export function withdrawalProofsRoute(
  applications: () => readonly ApplicationState[],
  posture: HttpPosture,
) {
  return (request: IncomingMessage, response: ServerResponse, url: URL): void => {
    const cors = corsHeaders(request, posture, "GET, OPTIONS");
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    if (request.method !== "GET") {
      response.writeHead(405, { ...cors, allow: "GET, OPTIONS" });
      response.end();
      return;
    }
    const { status, body } = proofsAnswer(applications(), url.searchParams);
    response.writeHead(status, { ...cors, "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
}
