import type { ApplicationIdentifier } from "@cartesi/rpc";
import type { Client } from "viem";
import {
  type GetApplicationParameters,
  type GetApplicationReturnType,
  getApplication,
} from "../actions/l2/getApplication.js";
import { type GetChainIdReturnType, getChainId } from "../actions/l2/getChainId.js";
import {
  type GetEpochParameters,
  type GetEpochReturnType,
  getEpoch,
} from "../actions/l2/getEpoch.js";
import {
  type GetExecutedOutputCountParameters,
  type GetExecutedOutputCountReturnType,
  getExecutedOutputCount,
} from "../actions/l2/getExecutedOutputCount.js";
import {
  type GetInputParameters,
  type GetInputReturnType,
  getInput,
} from "../actions/l2/getInput.js";
import {
  type GetLastAcceptedEpochIndexParameters,
  type GetLastAcceptedEpochIndexReturnType,
  getLastAcceptedEpochIndex,
} from "../actions/l2/getLastAcceptedEpochIndex.js";
import { type GetNodeInfoReturnType, getNodeInfo } from "../actions/l2/getNodeInfo.js";
import { type GetNodeVersionReturnType, getNodeVersion } from "../actions/l2/getNodeVersion.js";
import {
  type GetOutputParameters,
  type GetOutputReturnType,
  getOutput,
} from "../actions/l2/getOutput.js";
import {
  type GetPendingExecutableOutputCountParameters,
  type GetPendingExecutableOutputCountReturnType,
  getPendingExecutableOutputCount,
} from "../actions/l2/getPendingExecutableOutputCount.js";
import {
  type GetProcessedInputCountParameters,
  type GetProcessedInputCountReturnType,
  getProcessedInputCount,
} from "../actions/l2/getProcessedInputCount.js";
import {
  type GetReportParameters,
  type GetReportReturnType,
  getReport,
} from "../actions/l2/getReport.js";
import {
  type GetWithdrawalParameters,
  type GetWithdrawalReturnType,
  getWithdrawal,
} from "../actions/l2/getWithdrawal.js";
import {
  type InspectParameters,
  type InspectReturnType,
  inspect,
  type TypedInspectParameters,
  type TypedInspectReturnType,
} from "../actions/l2/inspect.js";
import {
  type ListApplicationsParameters,
  type ListApplicationsReturnType,
  listApplications,
} from "../actions/l2/listApplications.js";
import {
  type ListEpochsParameters,
  type ListEpochsReturnType,
  listEpochs,
} from "../actions/l2/listEpochs.js";
import {
  type ListInputsParameters,
  type ListInputsReturnType,
  listInputs,
} from "../actions/l2/listInputs.js";
import {
  type ListNoticesParameters,
  type ListNoticesReturnType,
  listNotices,
} from "../actions/l2/listNotices.js";
import {
  type ListOutputsParameters,
  type ListOutputsReturnType,
  listOutputs,
} from "../actions/l2/listOutputs.js";
import {
  type ListReportsParameters,
  type ListReportsReturnType,
  listReports,
} from "../actions/l2/listReports.js";
import {
  type ListVouchersParameters,
  type ListVouchersReturnType,
  listVouchers,
} from "../actions/l2/listVouchers.js";
import {
  type ListWithdrawalsParameters,
  type ListWithdrawalsReturnType,
  listWithdrawals,
} from "../actions/l2/listWithdrawals.js";
import {
  type WaitForInputParameters,
  type WaitForInputReturnType,
  waitForInput,
} from "../actions/l2/waitForInput.js";
import type { ApplicationDefinition } from "../application/defineApplication.js";

export type PublicActionsL2 = {
  /**
   * Returns an application the node runs, by name or address.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getApplication
   */
  getApplication: (parameters: GetApplicationParameters) => Promise<GetApplicationReturnType>;
  /**
   * Lists the applications the node runs, one page at a time.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/listApplications
   */
  listApplications: (
    parameters?: ListApplicationsParameters,
  ) => Promise<ListApplicationsReturnType>;
  /**
   * Returns an epoch of an application, with its status and claim.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getEpoch
   */
  getEpoch: (parameters: GetEpochParameters) => Promise<GetEpochReturnType>;
  /**
   * Lists the epochs of an application, optionally only those in one status.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/listEpochs
   */
  listEpochs: (parameters: ListEpochsParameters) => Promise<ListEpochsReturnType>;
  /**
   * Returns an input of an application, with its processing status.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getInput
   */
  getInput: (parameters: GetInputParameters) => Promise<GetInputReturnType>;
  /**
   * Lists the inputs of an application, optionally of one epoch or one sender.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/listInputs
   */
  listInputs: (parameters: ListInputsParameters) => Promise<ListInputsReturnType>;
  /**
   * Returns an output of an application (notice, voucher or delegate-call voucher), with its proof once the claim of its epoch is computed.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getOutput
   */
  getOutput: (parameters: GetOutputParameters) => Promise<GetOutputReturnType>;
  /**
   * Lists the outputs of an application, optionally by epoch, input, type or voucher destination.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/listOutputs
   */
  listOutputs: (parameters: ListOutputsParameters) => Promise<ListOutputsReturnType>;
  /**
   * Returns a report of an application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getReport
   */
  getReport: (parameters: GetReportParameters) => Promise<GetReportReturnType>;
  /**
   * Lists the reports of an application, optionally of one epoch or one input.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/listReports
   */
  listReports: (parameters: ListReportsParameters) => Promise<ListReportsReturnType>;
  /**
   * Returns how many inputs of an application the node has processed.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getProcessedInputCount
   */
  getProcessedInputCount: (
    parameters: GetProcessedInputCountParameters,
  ) => Promise<GetProcessedInputCountReturnType>;
  /**
   * Returns the index of the last epoch of an application whose claim the base layer accepted.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getLastAcceptedEpochIndex
   */
  getLastAcceptedEpochIndex: (
    parameters: GetLastAcceptedEpochIndexParameters,
  ) => Promise<GetLastAcceptedEpochIndexReturnType>;
  /**
   * Returns the ID of the base-layer chain the node follows (`cartesi_getChainId`). Named apart from
   * viem's `getChainId` (`eth_chainId`), which a client extended with this decorator keeps.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getchainid
   */
  getNodeChainId: () => Promise<GetChainIdReturnType>;
  /**
   * Returns the version of the rollups node.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getnodeversion
   */
  getNodeVersion: () => Promise<GetNodeVersionReturnType>;
  /**
   * Returns the node's base-layer chain ID and version, whatever the node's version.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getnodeinfo
   */
  getNodeInfo: () => Promise<GetNodeInfoReturnType>;
  /**
   * Returns how many outputs of an application the node has seen executed on the base layer.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getexecutedoutputcount
   */
  getExecutedOutputCount: (
    parameters: GetExecutedOutputCountParameters,
  ) => Promise<GetExecutedOutputCountReturnType>;
  /**
   * Returns how many vouchers of an application are executable and not executed.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/api/viem#getpendingexecutableoutputcount
   */
  getPendingExecutableOutputCount: (
    parameters: GetPendingExecutableOutputCountParameters,
  ) => Promise<GetPendingExecutableOutputCountReturnType>;
  /**
   * Waits until an input is on the node and, with `waitProcessing`, until the node has processed it.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/waitForInput
   */
  waitForInput: (parameters: WaitForInputParameters) => Promise<WaitForInputReturnType>;
  /**
   * Asks an application about its state, without a transaction: the node runs the payload on the
   * application's machine and answers with the reports it emitted.
   *
   * With an application's definition as `application`, the request is encoded and the reports
   * decoded by it.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/inspect
   */
  inspect: {
    <application extends ApplicationDefinition>(
      parameters: TypedInspectParameters<application>,
    ): Promise<TypedInspectReturnType<application>>;
    (parameters: InspectParameters): Promise<InspectReturnType>;
  };
  /**
   * Lists the notices of an application, optionally by epoch or input, with their payloads decoded by
   * the application's definition.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/listNotices
   */
  listNotices: <application extends ApplicationIdentifier | ApplicationDefinition>(
    parameters: ListNoticesParameters<application>,
  ) => Promise<ListNoticesReturnType<application>>;
  /**
   * Lists the vouchers of an application, optionally by epoch, input or destination, with their
   * payloads decoded by the application's definition.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/listVouchers
   */
  listVouchers: <application extends ApplicationIdentifier | ApplicationDefinition>(
    parameters: ListVouchersParameters<application>,
  ) => Promise<ListVouchersReturnType<application>>;
  /**
   * Lists the withdrawals from a foreclosed application that the node has seen executed on the base layer.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/listWithdrawals
   */
  listWithdrawals: (parameters: ListWithdrawalsParameters) => Promise<ListWithdrawalsReturnType>;
  /**
   * Returns the withdrawal of an account from a foreclosed application, once the node has seen it
   * executed on the base layer.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getWithdrawal
   */
  getWithdrawal: (parameters: GetWithdrawalParameters) => Promise<GetWithdrawalReturnType>;
};

/**
 * Adds the application-layer read actions (backed by a rollups node) to a viem client pointed at
 * the node.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem
 *
 * @example
 * import { publicActionsL2 } from "@cartesi/viem";
 * import { createClient, http } from "viem";
 *
 * const client = createClient({ transport: http("http://127.0.0.1:6751/rpc") }).extend(publicActionsL2());
 * const { data } = await client.listApplications({ limit: 10, offset: 0 });
 */
export function publicActionsL2() {
  return (client: Client): PublicActionsL2 => ({
    getApplication: (parameters) => getApplication(client, parameters),
    listApplications: (parameters) => listApplications(client, parameters),
    getEpoch: (parameters) => getEpoch(client, parameters),
    listEpochs: (parameters) => listEpochs(client, parameters),
    getInput: (parameters) => getInput(client, parameters),
    listInputs: (parameters) => listInputs(client, parameters),
    getOutput: (parameters) => getOutput(client, parameters),
    listOutputs: (parameters) => listOutputs(client, parameters),
    getReport: (parameters) => getReport(client, parameters),
    listReports: (parameters) => listReports(client, parameters),
    getProcessedInputCount: (parameters) => getProcessedInputCount(client, parameters),
    getLastAcceptedEpochIndex: (parameters) => getLastAcceptedEpochIndex(client, parameters),
    getNodeChainId: () => getChainId(client),
    getNodeVersion: () => getNodeVersion(client),
    getNodeInfo: () => getNodeInfo(client),
    getExecutedOutputCount: (parameters) => getExecutedOutputCount(client, parameters),
    getPendingExecutableOutputCount: (parameters) =>
      getPendingExecutableOutputCount(client, parameters),
    waitForInput: (parameters) => waitForInput(client, parameters),
    inspect: ((parameters: InspectParameters) =>
      inspect(client, parameters)) as PublicActionsL2["inspect"],
    listNotices: (parameters) => listNotices(client, parameters),
    listVouchers: (parameters) => listVouchers(client, parameters),
    listWithdrawals: (parameters) => listWithdrawals(client, parameters),
    getWithdrawal: (parameters) => getWithdrawal(client, parameters),
  });
}
