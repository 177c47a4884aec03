import type { Chain, Client, Transport } from "viem";
import type { DeploymentParameters } from "../actions/l1/deployment.js";
import {
  type EstimateAddInputGasParameters,
  type EstimateAddInputGasReturnType,
  estimateAddInputGas,
} from "../actions/l1/estimateAddInputGas.js";
import {
  type EstimateDepositBatchERC1155TokenGasParameters,
  type EstimateDepositBatchERC1155TokenGasReturnType,
  estimateDepositBatchERC1155TokenGas,
} from "../actions/l1/estimateDepositBatchERC1155TokenGas.js";
import {
  type EstimateDepositERC20TokensGasParameters,
  type EstimateDepositERC20TokensGasReturnType,
  estimateDepositERC20TokensGas,
} from "../actions/l1/estimateDepositERC20TokensGas.js";
import {
  type EstimateDepositERC721TokenGasParameters,
  type EstimateDepositERC721TokenGasReturnType,
  estimateDepositERC721TokenGas,
} from "../actions/l1/estimateDepositERC721TokenGas.js";
import {
  type EstimateDepositEtherGasParameters,
  type EstimateDepositEtherGasReturnType,
  estimateDepositEtherGas,
} from "../actions/l1/estimateDepositEtherGas.js";
import {
  type EstimateDepositSingleERC1155TokenGasParameters,
  type EstimateDepositSingleERC1155TokenGasReturnType,
  estimateDepositSingleERC1155TokenGas,
} from "../actions/l1/estimateDepositSingleERC1155TokenGas.js";
import {
  type EstimateExecuteOutputGasParameters,
  type EstimateExecuteOutputGasReturnType,
  estimateExecuteOutputGas,
} from "../actions/l1/estimateExecuteOutputGas.js";
import {
  type EstimateForecloseGasParameters,
  type EstimateForecloseGasReturnType,
  estimateForecloseGas,
} from "../actions/l1/estimateForecloseGas.js";
import {
  type EstimateIssueRefundGasParameters,
  type EstimateIssueRefundGasReturnType,
  estimateIssueRefundGas,
} from "../actions/l1/estimateIssueRefundGas.js";
import {
  type EstimateProveAccountsDriveMerkleRootGasParameters,
  type EstimateProveAccountsDriveMerkleRootGasReturnType,
  estimateProveAccountsDriveMerkleRootGas,
} from "../actions/l1/estimateProveAccountsDriveMerkleRootGas.js";
import {
  type EstimateWithdrawGasParameters,
  type EstimateWithdrawGasReturnType,
  estimateWithdrawGas,
} from "../actions/l1/estimateWithdrawGas.js";
import {
  type GetOutputStatusParameters,
  type GetOutputStatusReturnType,
  getOutputStatus,
} from "../actions/l1/getOutputStatus.js";
import {
  type GetPortalAllowanceParameters,
  type GetPortalAllowanceReturnType,
  getPortalAllowance,
} from "../actions/l1/getPortalAllowance.js";
import {
  type GetPortalApprovalParameters,
  type GetPortalApprovalReturnType,
  getPortalApproval,
} from "../actions/l1/getPortalApproval.js";
import {
  type GetRefundStatusParameters,
  type GetRefundStatusReturnType,
  getRefundStatus,
} from "../actions/l1/getRefundStatus.js";
import {
  type GetTimeToExecutableParameters,
  type GetTimeToExecutableReturnType,
  getTimeToExecutable,
} from "../actions/l1/getTimeToExecutable.js";
import {
  type GetWithdrawalStatusParameters,
  type GetWithdrawalStatusReturnType,
  getWithdrawalStatus,
} from "../actions/l1/getWithdrawalStatus.js";
import {
  type ValidateInputParameters,
  type ValidateInputReturnType,
  validateInput,
} from "../actions/l1/validateInput.js";
import {
  type ValidateOutputParameters,
  type ValidateOutputReturnType,
  validateOutput,
} from "../actions/l1/validateOutput.js";
import {
  type WaitForOutputExecutionParameters,
  type WaitForOutputExecutionReturnType,
  waitForOutputExecution,
} from "../actions/l1/waitForOutputExecution.js";
import {
  type WaitForRefundStatusParameters,
  type WaitForRefundStatusReturnType,
  waitForRefundStatus,
} from "../actions/l1/waitForRefundStatus.js";
import {
  type WaitForWithdrawalStatusParameters,
  type WaitForWithdrawalStatusReturnType,
  waitForWithdrawalStatus,
} from "../actions/l1/waitForWithdrawalStatus.js";
import {
  type WaitToExecuteInputOutputsParameters,
  type WaitToExecuteInputOutputsReturnType,
  waitToExecuteInputOutputs,
} from "../actions/l1/waitToExecuteInputOutputs.js";
import {
  type WaitToExecuteOutputParameters,
  type WaitToExecuteOutputReturnType,
  waitToExecuteOutput,
} from "../actions/l1/waitToExecuteOutput.js";
import {
  type WasRefundForInputIssuedParameters,
  type WasRefundForInputIssuedReturnType,
  wasRefundForInputIssued,
} from "../actions/l1/wasRefundForInputIssued.js";
import type { RollupsDeployment } from "../deployments.js";

export type PublicActionsL1 = {
  /**
   * Estimates a gas limit that suffices for adding an input to an application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateAddInputGas
   */
  estimateAddInputGas: (
    parameters: EstimateAddInputGasParameters,
  ) => Promise<EstimateAddInputGasReturnType>;
  /**
   * Estimates a gas limit that suffices for depositing Ether into an application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateDepositEtherGas
   */
  estimateDepositEtherGas: (
    parameters: EstimateDepositEtherGasParameters,
  ) => Promise<EstimateDepositEtherGasReturnType>;
  /**
   * Estimates a gas limit that suffices for depositing ERC-20 tokens into an application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateDepositERC20TokensGas
   */
  estimateDepositERC20TokensGas: (
    parameters: EstimateDepositERC20TokensGasParameters,
  ) => Promise<EstimateDepositERC20TokensGasReturnType>;
  /**
   * Estimates a gas limit that suffices for depositing an ERC-721 token into an application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateDepositERC721TokenGas
   */
  estimateDepositERC721TokenGas: (
    parameters: EstimateDepositERC721TokenGasParameters,
  ) => Promise<EstimateDepositERC721TokenGasReturnType>;
  /**
   * Estimates a gas limit that suffices for depositing one kind of ERC-1155 token into an application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateDepositSingleERC1155TokenGas
   */
  estimateDepositSingleERC1155TokenGas: (
    parameters: EstimateDepositSingleERC1155TokenGasParameters,
  ) => Promise<EstimateDepositSingleERC1155TokenGasReturnType>;
  /**
   * Estimates a gas limit that suffices for depositing several kinds of ERC-1155 tokens into an application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateDepositBatchERC1155TokenGas
   */
  estimateDepositBatchERC1155TokenGas: (
    parameters: EstimateDepositBatchERC1155TokenGasParameters,
  ) => Promise<EstimateDepositBatchERC1155TokenGasReturnType>;
  /**
   * Estimates a gas limit that suffices for executing an output of an application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateExecuteOutputGas
   */
  estimateExecuteOutputGas: (
    parameters: EstimateExecuteOutputGasParameters,
  ) => Promise<EstimateExecuteOutputGasReturnType>;
  /**
   * Checks on the base layer that an output and its proof are valid for an application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/validateOutput
   */
  validateOutput: (parameters: ValidateOutputParameters) => Promise<ValidateOutputReturnType>;
  /**
   * Returns what the user can do with an output: wait for its claim, wait for the claim's acceptance, execute (or validate) it, or nothing, as it was executed.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getOutputStatus
   */
  getOutputStatus: (parameters: GetOutputStatusParameters) => Promise<GetOutputStatusReturnType>;
  /**
   * Returns how long until an output is executable: in blocks, in seconds, and as a timestamp, with what the estimate rests on.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getTimeToExecutable
   */
  getTimeToExecutable: (
    parameters: GetTimeToExecutableParameters,
  ) => Promise<GetTimeToExecutableReturnType>;
  /**
   * Waits until an output can be executed (a voucher) or validated (a notice): until the claim of its epoch is accepted on the base layer.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/waitToExecuteOutput
   */
  waitToExecuteOutput: (
    parameters: WaitToExecuteOutputParameters,
  ) => Promise<WaitToExecuteOutputReturnType>;
  /**
   * Waits until every output of an input can be executed (vouchers) or validated (notices).
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/waitToExecuteInputOutputs
   */
  waitToExecuteInputOutputs: (
    parameters: WaitToExecuteInputOutputsParameters,
  ) => Promise<WaitToExecuteInputOutputsReturnType>;
  /**
   * Waits until a voucher or delegate-call voucher is executed on the base layer, by anyone.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/waitForOutputExecution
   */
  waitForOutputExecution: (
    parameters: WaitForOutputExecutionParameters,
  ) => Promise<WaitForOutputExecutionReturnType>;
  /**
   * Returns how many of an owner's ERC-20 tokens the portal that deposits them into an application may move.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/api/viem
   */
  getPortalAllowance: (
    parameters: GetPortalAllowanceParameters,
  ) => Promise<GetPortalAllowanceReturnType>;
  /**
   * Returns whether the portal that deposits an ERC-721 or ERC-1155 token into an application may move an owner's tokens.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/api/viem
   */
  getPortalApproval: (
    parameters: GetPortalApprovalParameters,
  ) => Promise<GetPortalApprovalReturnType>;
  /**
   * Estimates a gas limit that suffices for foreclosing a v3 application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateForecloseGas
   */
  estimateForecloseGas: (
    parameters: EstimateForecloseGasParameters,
  ) => Promise<EstimateForecloseGasReturnType>;
  /**
   * Estimates a gas limit that suffices for proving the accounts drive root of a foreclosed application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateProveAccountsDriveMerkleRootGas
   */
  estimateProveAccountsDriveMerkleRootGas: (
    parameters: EstimateProveAccountsDriveMerkleRootGasParameters,
  ) => Promise<EstimateProveAccountsDriveMerkleRootGasReturnType>;
  /**
   * Estimates a gas limit that suffices for withdrawing an account's funds from a foreclosed application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateWithdrawGas
   */
  estimateWithdrawGas: (
    parameters: EstimateWithdrawGasParameters,
  ) => Promise<EstimateWithdrawGasReturnType>;
  /**
   * Returns where a v3 application stands in its foreclosure and, for one account, its withdrawal:
   * the next step a user can take.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getWithdrawalStatus
   */
  getWithdrawalStatus: (
    parameters: GetWithdrawalStatusParameters,
  ) => Promise<GetWithdrawalStatusReturnType>;
  /**
   * Waits until a v3 application reaches a step of its foreclosure, or a later one.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/waitForWithdrawalStatus
   */
  waitForWithdrawalStatus: (
    parameters: WaitForWithdrawalStatusParameters,
  ) => Promise<WaitForWithdrawalStatusReturnType>;
  /**
   * Estimates a gas limit that suffices for refunding the deposit of an input of a foreclosed application.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/estimateIssueRefundGas
   */
  estimateIssueRefundGas: (
    parameters: EstimateIssueRefundGasParameters,
  ) => Promise<EstimateIssueRefundGasReturnType>;
  /**
   * Returns what can happen to the deposit of an input after a foreclosure: the next step a user can take.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/getRefundStatus
   */
  getRefundStatus: (parameters: GetRefundStatusParameters) => Promise<GetRefundStatusReturnType>;
  /**
   * Waits until the deposit of an input can be refunded (the application is foreclosed), or is refunded.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/waitForRefundStatus
   */
  waitForRefundStatus: (
    parameters: WaitForRefundStatusParameters,
  ) => Promise<WaitForRefundStatusReturnType>;
  /**
   * Returns whether the deposit of an input was refunded.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/wasRefundForInputIssued
   */
  wasRefundForInputIssued: (
    parameters: WasRefundForInputIssuedParameters,
  ) => Promise<WasRefundForInputIssuedReturnType>;
  /**
   * Checks on the base layer that an input is the one an application's InputBox holds at its index.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/validateInput
   */
  validateInput: (parameters: ValidateInputParameters) => Promise<ValidateInputReturnType>;
};

export type PublicActionsL1Options = {
  /**
   * Deployments of the rollups contracts besides those the package knows (v2.2, v3.0.0-alpha.6,
   * v3.0.0-alpha.10), such as a local chain's: an action finds among them the one whose InputBox
   * the application reads. A call's own `deployment` takes precedence.
   */
  deployments?: readonly RollupsDeployment[] | undefined;
};

/**
 * Adds the base-layer public actions (gas estimates, output validation, output status and waits) to a viem public client.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem
 *
 * @example
 * import { publicActionsL1 } from "@cartesi/viem";
 * import { createPublicClient, http } from "viem";
 * import { sepolia } from "viem/chains";
 *
 * const publicClient = createPublicClient({ chain: sepolia, transport: http() }).extend(publicActionsL1());
 */
export function publicActionsL1({ deployments }: PublicActionsL1Options = {}) {
  const withDeployments = <parameters extends DeploymentParameters>(parameters: parameters) =>
    deployments ? { ...parameters, deployment: parameters.deployment ?? deployments } : parameters;
  return <transport extends Transport, chain extends Chain | undefined>(
    client: Client<transport, chain>,
  ): PublicActionsL1 => ({
    estimateAddInputGas: (parameters) => estimateAddInputGas(client, withDeployments(parameters)),
    estimateDepositEtherGas: (parameters) =>
      estimateDepositEtherGas(client, withDeployments(parameters)),
    estimateDepositERC20TokensGas: (parameters) =>
      estimateDepositERC20TokensGas(client, withDeployments(parameters)),
    estimateDepositERC721TokenGas: (parameters) =>
      estimateDepositERC721TokenGas(client, withDeployments(parameters)),
    estimateDepositSingleERC1155TokenGas: (parameters) =>
      estimateDepositSingleERC1155TokenGas(client, withDeployments(parameters)),
    estimateDepositBatchERC1155TokenGas: (parameters) =>
      estimateDepositBatchERC1155TokenGas(client, withDeployments(parameters)),
    estimateExecuteOutputGas: (parameters) => estimateExecuteOutputGas(client, parameters),
    validateOutput: (parameters) => validateOutput(client, parameters),
    getOutputStatus: (parameters) => getOutputStatus(client, parameters),
    getTimeToExecutable: (parameters) => getTimeToExecutable(client, parameters),
    waitToExecuteOutput: (parameters) => waitToExecuteOutput(client, parameters),
    waitToExecuteInputOutputs: (parameters) => waitToExecuteInputOutputs(client, parameters),
    waitForOutputExecution: (parameters) => waitForOutputExecution(client, parameters),
    getPortalAllowance: (parameters) => getPortalAllowance(client, withDeployments(parameters)),
    getPortalApproval: (parameters) => getPortalApproval(client, withDeployments(parameters)),
    estimateForecloseGas: (parameters) => estimateForecloseGas(client, parameters),
    estimateProveAccountsDriveMerkleRootGas: (parameters) =>
      estimateProveAccountsDriveMerkleRootGas(client, parameters),
    estimateWithdrawGas: (parameters) => estimateWithdrawGas(client, parameters),
    getWithdrawalStatus: (parameters) => getWithdrawalStatus(client, parameters),
    waitForWithdrawalStatus: (parameters) => waitForWithdrawalStatus(client, parameters),
    estimateIssueRefundGas: (parameters) => estimateIssueRefundGas(client, parameters),
    getRefundStatus: (parameters) => getRefundStatus(client, parameters),
    waitForRefundStatus: (parameters) => waitForRefundStatus(client, parameters),
    wasRefundForInputIssued: (parameters) => wasRefundForInputIssued(client, parameters),
    validateInput: (parameters) => validateInput(client, parameters),
  });
}
