import type { Address } from "viem";
import type { Dialect } from "./dialect.ts";
import { outputSelectors } from "./encoding.ts";
import { notFound } from "./errors.ts";
import { defaultLimit, maxLimit } from "./limits.ts";
import { newer, type ParamSpec, type Params, param } from "./params.ts";
import type { ApplicationState } from "./state.ts";
import { patterns } from "./validators.ts";
import {
  applicationJson,
  epochJson,
  inputJson,
  outputJson,
  reportJson,
  uint,
  withdrawalJson,
} from "./wire.ts";

export type RpcContext = {
  applications: () => readonly ApplicationState[];
  chainId: bigint;
  nodeVersion: string;
  /** The wire dialect answered in. */
  dialect: Dialect;
  /** Largest answer in bytes of JSON (dialect N); default `maxResponseBytes`. */
  maxResponseBytes?: number;
};

export type MethodSpec = {
  name: string;
  summary: string;
  params: readonly ParamSpec[];
  /** Name of the result schema in the OpenRPC document. */
  result: string;
  /** The dialects that have the method; default all. */
  dialects?: readonly Dialect[];
  run: (params: Params, context: RpcContext) => unknown;
};

function findApplication(context: RpcContext, identifier: string): ApplicationState | undefined {
  const lower = identifier.toLowerCase();
  return context
    .applications()
    .find((state) =>
      patterns.address.test(identifier)
        ? state.config.address.toLowerCase() === lower
        : state.config.name === identifier,
    );
}

function page<T, J>(items: readonly T[], params: Params, toJson: (item: T) => J) {
  const requested = (params.limit as number | undefined) ?? 0;
  const limit = requested === 0 ? defaultLimit : Math.min(requested, maxLimit);
  const offset = (params.offset as number | undefined) ?? 0;
  const ordered = params.descending ? [...items].reverse() : items;
  return {
    data: ordered.slice(offset, offset + limit).map(toJson),
    pagination: { total_count: items.length, limit, offset },
  };
}

const applicationParam = param("application", "application", "Name or address.", true);
const listParams = [
  param("limit", "limit", `Items per page (default ${defaultLimit}, at most ${maxLimit}).`),
  param("offset", "offset", "Items to skip (default 0)."),
  param("descending", "descending", "Newest first (default false)."),
];
/** The index range of newer nodes' lists (N), after the pagination params. */
const rangeParams = (item: string) => [
  newer("from", "bound", `Only the ${item} whose index is at least this one (inclusive).`),
  newer("to", "bound", `Only the ${item} whose index is at most this one (inclusive).`),
];

/** Whether `index` is within the `from`/`to` bounds given (N); always true without them. */
const inRange = (index: bigint, params: Params) =>
  (params.from === undefined || index >= (params.from as bigint)) &&
  (params.to === undefined || index <= (params.to as bigint));

function appOf(params: Params, context: RpcContext): ApplicationState {
  const found = findApplication(context, params.application as string);
  if (!found) throw notFound("Application", context.dialect);
  return found;
}

/**
 * The application of a read of one item. Nodes before 2.0.0-alpha.13 (R, I) do not look the
 * application up there: for an unknown one they answer that the item is not found.
 */
function itemAppOf(params: Params, context: RpcContext, item: string): ApplicationState {
  const found = findApplication(context, params.application as string);
  if (!found) throw notFound(context.dialect === "N" ? "Application" : item, context.dialect);
  return found;
}

/**
 * A list of an application's PRT (Dave) items. The local node's applications use an Authority, so
 * it has no tournaments, commitments, matches or match advances: the page is always empty. Nodes
 * from alpha.12 on (I, N) answer that an unknown application is not found; R nodes do not look it
 * up there and answer it an empty page too.
 */
function prtList(params: Params, context: RpcContext) {
  if (context.dialect !== "R") appOf(params, context);
  return page([] as never[], params, (item) => item);
}

/** A read of one PRT item, which an Authority application never has: the item not found. */
function prtItem(params: Params, context: RpcContext, item: string): never {
  itemAppOf(params, context, item);
  throw notFound(item, context.dialect);
}

const epochIndexParam = (description: string, required = false) =>
  param("epoch_index", "index", description, required);
const tournamentParam = (description: string, required = false) =>
  param("tournament_address", "address", description, required);
const matchParam = param("id_hash", "hash", "The match's id hash.", true);

/** The PRT read methods: nodes of every dialect have them; N renames `getMatchAdvanced`. */
const prtMethods: readonly MethodSpec[] = [
  {
    name: "cartesi_listTournaments",
    summary:
      "Lists an application's PRT tournaments (none: the local node's applications use an Authority).",
    params: [
      applicationParam,
      epochIndexParam("Only the tournaments of this epoch."),
      param("level", "index", "Only the tournaments of this level."),
      param("parent_tournament_address", "address", "Only the tournaments under this one."),
      param("parent_match_id_hash", "hash", "Only the tournament started by this match."),
      ...listParams,
    ],
    // R and I nodes write the error of a malformed parent filter and then the (empty) page after
    // it in the same body; the local node answers the error alone, as N does.
    result: "TournamentList",
    run: (params, context) => prtList(params, context),
  },
  {
    name: "cartesi_getTournament",
    summary: "Gets a PRT tournament by address.",
    params: [applicationParam, param("address", "address", "Tournament address.", true)],
    result: "TournamentResult",
    run: (params, context) => prtItem(params, context, "Tournament"),
  },
  {
    name: "cartesi_listCommitments",
    summary: "Lists the commitments joined to an application's PRT tournaments (none here).",
    params: [
      applicationParam,
      epochIndexParam("Only the commitments of this epoch."),
      tournamentParam("Only the commitments joined to this tournament."),
      ...listParams,
    ],
    result: "CommitmentList",
    run: (params, context) => prtList(params, context),
  },
  {
    name: "cartesi_getCommitment",
    summary: "Gets a commitment joined to a PRT tournament.",
    params: [
      applicationParam,
      epochIndexParam("Epoch index.", true),
      tournamentParam("Tournament address.", true),
      param(
        "commitment",
        "commitment",
        "The commitment (a hash; nodes before 2.0.0-alpha.12 take its hex digits without 0x).",
        true,
      ),
    ],
    result: "CommitmentResult",
    run: (params, context) => prtItem(params, context, "Commitment"),
  },
  {
    name: "cartesi_listMatches",
    summary: "Lists the matches of an application's PRT tournaments (none here).",
    params: [
      applicationParam,
      epochIndexParam("Only the matches of this epoch."),
      tournamentParam("Only the matches of this tournament."),
      ...listParams,
    ],
    result: "MatchList",
    run: (params, context) => prtList(params, context),
  },
  {
    name: "cartesi_getMatch",
    summary: "Gets a match of a PRT tournament by its id hash.",
    params: [
      applicationParam,
      epochIndexParam("Epoch index.", true),
      tournamentParam("Tournament address.", true),
      matchParam,
    ],
    result: "MatchResult",
    run: (params, context) => prtItem(params, context, "Match"),
  },
  {
    name: "cartesi_listMatchAdvances",
    summary: "Lists the advances of a match of a PRT tournament (none here).",
    params: [
      applicationParam,
      epochIndexParam("Epoch index.", true),
      tournamentParam("Tournament address.", true),
      matchParam,
      ...listParams,
    ],
    result: "MatchAdvancedList",
    run: (params, context) => prtList(params, context),
  },
  ...(["cartesi_getMatchAdvanced", "cartesi_getMatchAdvance"] as const).map(
    (name): MethodSpec => ({
      name,
      summary:
        name === "cartesi_getMatchAdvance"
          ? "Gets an advance of a match of a PRT tournament by its parent hash (cartesi_getMatchAdvanced before 2.0.0-alpha.13)."
          : "Gets an advance of a match of a PRT tournament by its parent hash (renamed cartesi_getMatchAdvance in 2.0.0-alpha.13).",
      params: [
        applicationParam,
        epochIndexParam("Epoch index.", true),
        tournamentParam("Tournament address.", true),
        matchParam,
        param("parent", "hash", "The parent hash the match advanced from.", true),
      ],
      result: "MatchAdvancedResult",
      dialects: name === "cartesi_getMatchAdvance" ? ["N"] : ["R", "I"],
      run: (params, context) => prtItem(params, context, "Match advanced"),
    }),
  ),
];

export const methods: readonly MethodSpec[] = [
  {
    name: "cartesi_listApplications",
    summary: "Lists the applications the node serves.",
    params: listParams,
    result: "ApplicationList",
    run: (params, context) =>
      page(context.applications(), params, (state) => applicationJson(state, context.dialect)),
  },
  {
    name: "cartesi_getApplication",
    summary: "Gets an application by name or address.",
    params: [applicationParam],
    result: "ApplicationResult",
    run: (params, context) => ({ data: applicationJson(appOf(params, context), context.dialect) }),
  },
  {
    name: "cartesi_listEpochs",
    summary: "Lists an application's epochs (those that received inputs).",
    params: [
      applicationParam,
      param(
        "status",
        "epochStatus",
        "Only epochs with this status (from 2.0.0-alpha.13 on, one status or a non-empty list of them).",
      ),
      ...listParams,
      ...rangeParams("epochs"),
    ],
    result: "EpochList",
    run: (params, context) => {
      const statuses = params.status as string[] | undefined;
      const epochs = appOf(params, context).epochs.filter(
        (epoch) =>
          (statuses === undefined || statuses.includes(epoch.status)) &&
          inRange(epoch.index, params),
      );
      return page(epochs, params, (epoch) => epochJson(epoch, context.dialect, { list: true }));
    },
  },
  {
    name: "cartesi_getEpoch",
    summary: "Gets an epoch by index.",
    params: [applicationParam, param("epoch_index", "index", "Epoch index.", true)],
    result: "EpochResult",
    run: (params, context) => {
      const epoch = itemAppOf(params, context, "Epoch").epochs.find(
        (candidate) => candidate.index === params.epoch_index,
      );
      if (!epoch) throw notFound("Epoch", context.dialect);
      return { data: epochJson(epoch, context.dialect) };
    },
  },
  {
    name: "cartesi_getLastAcceptedEpochIndex",
    summary: "Gets the index of the last epoch whose claim was accepted.",
    params: [applicationParam],
    result: "UintResult",
    run: (params, context) => {
      const accepted = itemAppOf(params, context, "Epoch").epochs.filter(
        (candidate) => candidate.status === "CLAIM_ACCEPTED",
      );
      const epoch = accepted.at(-1);
      if (!epoch) throw notFound("Epoch", context.dialect);
      return { data: uint(epoch.index) };
    },
  },
  {
    name: "cartesi_listInputs",
    summary: "Lists an application's inputs.",
    params: [
      applicationParam,
      param("epoch_index", "index", "Only inputs of this epoch."),
      param("sender", "address", "Only inputs from this sender."),
      newer("transaction_hash", "hash", "Only the inputs added by this transaction."),
      ...listParams,
      ...rangeParams("inputs"),
    ],
    result: "InputList",
    run: (params, context) => {
      const inputs = appOf(params, context).inputs.filter(
        (input) =>
          (params.epoch_index === undefined || input.epochIndex === params.epoch_index) &&
          (params.sender === undefined || input.decoded.sender === params.sender) &&
          (params.transaction_hash === undefined ||
            input.transactionHash.toLowerCase() === params.transaction_hash) &&
          inRange(input.index, params),
      );
      return page(inputs, params, (input) => inputJson(input, context.dialect));
    },
  },
  {
    name: "cartesi_getInput",
    summary: "Gets an input by index.",
    params: [applicationParam, param("input_index", "index", "Input index.", true)],
    result: "InputResult",
    run: (params, context) => {
      const input = itemAppOf(params, context, "Input").inputs[Number(params.input_index)];
      if (!input) throw notFound("Input", context.dialect);
      return { data: inputJson(input, context.dialect) };
    },
  },
  {
    name: "cartesi_getProcessedInputCount",
    summary: "Gets how many inputs the application has processed.",
    params: [applicationParam],
    result: "UintResult",
    run: (params, context) => ({ data: uint(appOf(params, context).processedInputs) }),
  },
  {
    name: "cartesi_listOutputs",
    summary: "Lists an application's outputs (notices, vouchers, delegate-call vouchers).",
    params: [
      applicationParam,
      param("epoch_index", "index", "Only outputs of this epoch."),
      param("input_index", "index", "Only outputs of this input."),
      param(
        "output_type",
        "selector",
        "Only outputs of this type (Outputs selector; from 2.0.0-alpha.13 on, one selector or a non-empty list of them).",
      ),
      param("voucher_address", "address", "Only vouchers to this destination."),
      ...listParams,
      ...rangeParams("outputs"),
      newer("executed", "flag", "Only outputs executed on the base layer (true) or not (false)."),
    ],
    result: "OutputList",
    run: (params, context) => {
      const outputs = appOf(params, context).outputs.filter(
        (output) =>
          (params.epoch_index === undefined || output.epochIndex === params.epoch_index) &&
          (params.input_index === undefined || output.inputIndex === params.input_index) &&
          (params.output_type === undefined ||
            (params.output_type as string[]).includes(outputSelectors[output.decoded.type])) &&
          (params.voucher_address === undefined ||
            (output.decoded.type !== "notice" &&
              output.decoded.destination === (params.voucher_address as Address))) &&
          (params.executed === undefined ||
            (output.executionTransactionHash !== null) === params.executed) &&
          inRange(output.index, params),
      );
      return page(outputs, params, outputJson);
    },
  },
  {
    name: "cartesi_getOutput",
    summary: "Gets an output by index, with its proof once the epoch's claim is computed.",
    params: [applicationParam, param("output_index", "index", "Output index.", true)],
    result: "OutputResult",
    run: (params, context) => {
      const output = itemAppOf(params, context, "Output").outputs[Number(params.output_index)];
      if (!output) throw notFound("Output", context.dialect);
      return { data: outputJson(output) };
    },
  },
  {
    name: "cartesi_listReports",
    summary: "Lists an application's reports.",
    params: [
      applicationParam,
      param("epoch_index", "index", "Only reports of this epoch."),
      param("input_index", "index", "Only reports of this input."),
      ...listParams,
      ...rangeParams("reports"),
    ],
    result: "ReportList",
    run: (params, context) => {
      const reports = appOf(params, context).reports.filter(
        (report) =>
          (params.epoch_index === undefined || report.epochIndex === params.epoch_index) &&
          (params.input_index === undefined || report.inputIndex === params.input_index) &&
          inRange(report.index, params),
      );
      return page(reports, params, reportJson);
    },
  },
  {
    name: "cartesi_getReport",
    summary: "Gets a report by index.",
    params: [applicationParam, param("report_index", "index", "Report index.", true)],
    result: "ReportResult",
    run: (params, context) => {
      const report = itemAppOf(params, context, "Report").reports[Number(params.report_index)];
      if (!report) throw notFound("Report", context.dialect);
      return { data: reportJson(report) };
    },
  },
  {
    name: "cartesi_listWithdrawals",
    summary:
      "Lists the withdrawals made from an application after its foreclosure (its Withdrawal events).",
    params: [
      applicationParam,
      param("account_index", "index", "Only the withdrawal of this account."),
      ...listParams,
    ],
    result: "WithdrawalList",
    dialects: ["I", "N"],
    run: (params, context) => {
      const withdrawals = appOf(params, context).withdrawals.filter(
        (withdrawal) =>
          params.account_index === undefined || withdrawal.accountIndex === params.account_index,
      );
      return page(withdrawals, params, withdrawalJson);
    },
  },
  {
    name: "cartesi_getWithdrawal",
    summary: "Gets the withdrawal of an account by its index in the accounts drive.",
    params: [applicationParam, param("account_index", "index", "Account index.", true)],
    result: "WithdrawalResult",
    dialects: ["I", "N"],
    run: (params, context) => {
      const withdrawal = appOf(params, context).withdrawals.find(
        (candidate) => candidate.accountIndex === params.account_index,
      );
      if (!withdrawal) throw notFound("Withdrawal", context.dialect);
      return { data: withdrawalJson(withdrawal) };
    },
  },
  ...prtMethods,
  {
    name: "cartesi_getChainId",
    summary: "Gets the base layer's chain id.",
    params: [],
    result: "UintResult",
    run: (_params, context) => ({ data: uint(context.chainId) }),
  },
  {
    name: "cartesi_getNodeVersion",
    summary: "Gets the node's version.",
    params: [],
    result: "StringResult",
    run: (_params, context) => ({ data: context.nodeVersion }),
  },
  {
    name: "cartesi_getExecutedOutputCount",
    summary: "Gets how many of the application's outputs were executed on the base layer.",
    params: [applicationParam],
    result: "UintResult",
    dialects: ["N"],
    run: (params, context) => ({
      data: uint(
        BigInt(
          appOf(params, context).outputs.filter(
            (output) => output.executionTransactionHash !== null,
          ).length,
        ),
      ),
    }),
  },
  {
    name: "cartesi_getPendingExecutableOutputCount",
    summary:
      "Gets how many of the application's vouchers are executable (their epoch's claim accepted) and not executed.",
    params: [applicationParam],
    result: "UintResult",
    dialects: ["N"],
    run: (params, context) => {
      const application = appOf(params, context);
      const accepted = new Set(
        application.epochs
          .filter((epoch) => epoch.status === "CLAIM_ACCEPTED")
          .map((epoch) => epoch.index),
      );
      const pending = application.outputs.filter(
        (output) =>
          output.decoded.type !== "notice" &&
          output.executionTransactionHash === null &&
          accepted.has(output.epochIndex),
      );
      return { data: uint(BigInt(pending.length)) };
    },
  },
  {
    name: "cartesi_getNodeInfo",
    summary: "Gets the base layer's chain id, the node's version and the block it reads at.",
    params: [],
    result: "NodeInfoResult",
    dialects: ["N"],
    run: (_params, context) => ({
      data: {
        chain_id: uint(context.chainId),
        version: context.nodeVersion,
        default_block: "LATEST",
      },
    }),
  },
];

/** The methods a dialect serves. */
export const methodsOf = (dialect: Dialect): readonly MethodSpec[] =>
  methods.filter((method) => !method.dialects || method.dialects.includes(dialect));
