import type { Address } from "viem";
import type { Dialect } from "./dialect.ts";
import { outputSelectors } from "./encoding.ts";
import { notFound } from "./errors.ts";
import { defaultLimit, maxLimit } from "./limits.ts";
import { type ParamSpec, type Params, param } from "./params.ts";
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

function findApplication(context: RpcContext, identifier: string): ApplicationState {
  const lower = identifier.toLowerCase();
  const found = context
    .applications()
    .find((state) =>
      patterns.address.test(identifier)
        ? state.config.address.toLowerCase() === lower
        : state.config.name === identifier,
    );
  if (!found) throw notFound("Application", context.dialect);
  return found;
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

const appOf = (params: Params, context: RpcContext) =>
  findApplication(context, params.application as string);

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
      param("status", "epochStatus", "Only epochs with this status."),
      ...listParams,
    ],
    result: "EpochList",
    run: (params, context) => {
      const statuses = params.status as string[] | undefined;
      const epochs = appOf(params, context).epochs.filter(
        (epoch) => statuses === undefined || statuses.includes(epoch.status),
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
      const epoch = appOf(params, context).epochs.find(
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
      const accepted = appOf(params, context).epochs.filter(
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
      ...listParams,
    ],
    result: "InputList",
    run: (params, context) => {
      const inputs = appOf(params, context).inputs.filter(
        (input) =>
          (params.epoch_index === undefined || input.epochIndex === params.epoch_index) &&
          (params.sender === undefined || input.decoded.sender === params.sender),
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
      const input = appOf(params, context).inputs[Number(params.input_index)];
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
      param("output_type", "selector", "Only outputs of this type (Outputs selector)."),
      param("voucher_address", "address", "Only vouchers to this destination."),
      ...listParams,
    ],
    result: "OutputList",
    run: (params, context) => {
      const outputs = appOf(params, context).outputs.filter(
        (output) =>
          (params.epoch_index === undefined || output.epochIndex === params.epoch_index) &&
          (params.input_index === undefined || output.inputIndex === params.input_index) &&
          (params.output_type === undefined ||
            outputSelectors[output.decoded.type] === params.output_type) &&
          (params.voucher_address === undefined ||
            (output.decoded.type !== "notice" &&
              output.decoded.destination === (params.voucher_address as Address))),
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
      const output = appOf(params, context).outputs[Number(params.output_index)];
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
    ],
    result: "ReportList",
    run: (params, context) => {
      const reports = appOf(params, context).reports.filter(
        (report) =>
          (params.epoch_index === undefined || report.epochIndex === params.epoch_index) &&
          (params.input_index === undefined || report.inputIndex === params.input_index),
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
      const report = appOf(params, context).reports[Number(params.report_index)];
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
