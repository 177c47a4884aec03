import type { Account, Chain, Client, Transport } from "viem";
import {
  type AddInputParameters,
  type AddInputReturnType,
  addInput,
  type TypedAddInputParameters,
} from "../actions/l1/addInput.js";
import {
  type ApprovePortalParameters,
  type ApprovePortalReturnType,
  approvePortal,
} from "../actions/l1/approvePortal.js";
import type { DeploymentParameters } from "../actions/l1/deployment.js";
import {
  type DepositBatchERC1155TokenParameters,
  type DepositBatchERC1155TokenReturnType,
  depositBatchERC1155Token,
} from "../actions/l1/depositBatchERC1155Token.js";
import {
  type DepositERC20TokensParameters,
  type DepositERC20TokensReturnType,
  depositERC20Tokens,
} from "../actions/l1/depositERC20Tokens.js";
import {
  type DepositERC721TokenParameters,
  type DepositERC721TokenReturnType,
  depositERC721Token,
} from "../actions/l1/depositERC721Token.js";
import {
  type DepositEtherParameters,
  type DepositEtherReturnType,
  depositEther,
} from "../actions/l1/depositEther.js";
import {
  type DepositSingleERC1155TokenParameters,
  type DepositSingleERC1155TokenReturnType,
  depositSingleERC1155Token,
} from "../actions/l1/depositSingleERC1155Token.js";
import {
  type ExecuteOutputParameters,
  type ExecuteOutputReturnType,
  executeOutput,
} from "../actions/l1/executeOutput.js";
import {
  type ForecloseParameters,
  type ForecloseReturnType,
  foreclose,
} from "../actions/l1/foreclose.js";
import {
  type IssueRefundParameters,
  type IssueRefundReturnType,
  issueRefund,
} from "../actions/l1/issueRefund.js";
import {
  type ProveAccountsDriveMerkleRootParameters,
  type ProveAccountsDriveMerkleRootReturnType,
  proveAccountsDriveMerkleRoot,
} from "../actions/l1/proveAccountsDriveMerkleRoot.js";
import {
  type WithdrawParameters,
  type WithdrawReturnType,
  withdraw,
} from "../actions/l1/withdraw.js";
import type { ApplicationDefinition } from "../application/defineApplication.js";
import type { RollupsDeployment } from "../deployments.js";

export type WalletActionsL1<
  chain extends Chain | undefined = Chain | undefined,
  account extends Account | undefined = Account | undefined,
> = {
  /**
   * Sends an input to an application through the `InputBox` contract.
   *
   * With an application's definition as `application`, its `input` is encoded by the definition.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/addInput
   */
  addInput: {
    <
      application extends ApplicationDefinition,
      chainOverride extends Chain | undefined = undefined,
    >(
      parameters: TypedAddInputParameters<application, chain, account, chainOverride>,
    ): Promise<AddInputReturnType>;
    <chainOverride extends Chain | undefined = undefined>(
      parameters: AddInputParameters<chain, account, chainOverride>,
    ): Promise<AddInputReturnType>;
  };
  /**
   * Deposits Ether into an application through the `EtherPortal` contract.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/depositEther
   */
  depositEther: <chainOverride extends Chain | undefined = undefined>(
    parameters: DepositEtherParameters<chain, account, chainOverride>,
  ) => Promise<DepositEtherReturnType>;
  /**
   * Deposits ERC-20 tokens into an application through the `ERC20Portal` contract.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/depositERC20Tokens
   */
  depositERC20Tokens: <chainOverride extends Chain | undefined = undefined>(
    parameters: DepositERC20TokensParameters<chain, account, chainOverride>,
  ) => Promise<DepositERC20TokensReturnType>;
  /**
   * Deposits an ERC-721 token into an application through the `ERC721Portal` contract.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/depositERC721Token
   */
  depositERC721Token: <chainOverride extends Chain | undefined = undefined>(
    parameters: DepositERC721TokenParameters<chain, account, chainOverride>,
  ) => Promise<DepositERC721TokenReturnType>;
  /**
   * Deposits one kind of ERC-1155 token into an application through the `ERC1155SinglePortal` contract.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/depositSingleERC1155Token
   */
  depositSingleERC1155Token: <chainOverride extends Chain | undefined = undefined>(
    parameters: DepositSingleERC1155TokenParameters<chain, account, chainOverride>,
  ) => Promise<DepositSingleERC1155TokenReturnType>;
  /**
   * Deposits several kinds of ERC-1155 tokens into an application through the `ERC1155BatchPortal` contract.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/depositBatchERC1155Token
   */
  depositBatchERC1155Token: <chainOverride extends Chain | undefined = undefined>(
    parameters: DepositBatchERC1155TokenParameters<chain, account, chainOverride>,
  ) => Promise<DepositBatchERC1155TokenReturnType>;
  /**
   * Executes a voucher or a delegate-call voucher of an application on the base layer.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/executeOutput
   */
  executeOutput: <chainOverride extends Chain | undefined = undefined>(
    parameters: ExecuteOutputParameters<chain, account, chainOverride>,
  ) => Promise<ExecuteOutputReturnType>;
  /**
   * Lets the portal that deposits a token into an application move the sender's tokens, without naming the portal.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/api/viem
   */
  approvePortal: <chainOverride extends Chain | undefined = undefined>(
    parameters: ApprovePortalParameters<chain, account, chainOverride>,
  ) => Promise<ApprovePortalReturnType>;
  /**
   * Forecloses a v3 application: from then on it takes no inputs or deposits, and its users can
   * withdraw their funds from the state of its last accepted claim. Only the guardian can.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/foreclose
   */
  foreclose: <chainOverride extends Chain | undefined = undefined>(
    parameters: ForecloseParameters<chain, account, chainOverride>,
  ) => Promise<ForecloseReturnType>;
  /**
   * Proves the root of a foreclosed application's accounts drive on the base layer, from the
   * `drive-root-proof.json` the node's tooling writes; each account can then be withdrawn.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/proveAccountsDriveMerkleRoot
   */
  proveAccountsDriveMerkleRoot: <chainOverride extends Chain | undefined = undefined>(
    parameters: ProveAccountsDriveMerkleRootParameters<chain, account, chainOverride>,
  ) => Promise<ProveAccountsDriveMerkleRootReturnType>;
  /**
   * Withdraws an account's funds from a foreclosed application, with the `account-proof.json` the
   * node's tooling writes for it.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/withdraw
   */
  withdraw: <chainOverride extends Chain | undefined = undefined>(
    parameters: WithdrawParameters<chain, account, chainOverride>,
  ) => Promise<WithdrawReturnType>;
  /**
   * Gives a deposit back to its depositor after the application's foreclosure, when the deposit's
   * input was never finalized.
   *
   * - Docs: https://cartesi.github.io/rollups-ts/viem/issueRefund
   */
  issueRefund: <chainOverride extends Chain | undefined = undefined>(
    parameters: IssueRefundParameters<chain, account, chainOverride>,
  ) => Promise<IssueRefundReturnType>;
};

export type WalletActionsL1Options = {
  /**
   * Deployments of the rollups contracts besides those the package knows (v2.2, v3.0.0-alpha.6,
   * v3.0.0-alpha.10), such as a local chain's: an action finds among them the one whose InputBox
   * the application reads. A call's own `deployment` takes precedence.
   */
  deployments?: readonly RollupsDeployment[] | undefined;
};

/**
 * Adds the base-layer wallet actions (inputs, deposits, output execution) to a viem wallet client.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem
 *
 * @example
 * import { walletActionsL1 } from "@cartesi/viem";
 * import { createWalletClient, custom } from "viem";
 * import { sepolia } from "viem/chains";
 *
 * const walletClient = createWalletClient({ chain: sepolia, transport: custom(window.ethereum!) }).extend(
 *   walletActionsL1(),
 * );
 */
export function walletActionsL1({ deployments }: WalletActionsL1Options = {}) {
  const withDeployments = <parameters extends DeploymentParameters>(parameters: parameters) =>
    deployments ? { ...parameters, deployment: parameters.deployment ?? deployments } : parameters;
  return <
    transport extends Transport,
    chain extends Chain | undefined,
    account extends Account | undefined,
  >(
    client: Client<transport, chain, account>,
  ): WalletActionsL1<chain, account> => ({
    addInput: ((parameters: AddInputParameters<chain, account>) =>
      addInput(client, withDeployments(parameters))) as WalletActionsL1<chain, account>["addInput"],
    depositEther: (parameters) => depositEther(client, withDeployments(parameters)),
    depositERC20Tokens: (parameters) => depositERC20Tokens(client, withDeployments(parameters)),
    depositERC721Token: (parameters) => depositERC721Token(client, withDeployments(parameters)),
    depositSingleERC1155Token: (parameters) =>
      depositSingleERC1155Token(client, withDeployments(parameters)),
    depositBatchERC1155Token: (parameters) =>
      depositBatchERC1155Token(client, withDeployments(parameters)),
    executeOutput: (parameters) => executeOutput(client, parameters),
    approvePortal: (parameters) => approvePortal(client, withDeployments(parameters)),
    foreclose: (parameters) => foreclose(client, parameters),
    proveAccountsDriveMerkleRoot: (parameters) => proveAccountsDriveMerkleRoot(client, parameters),
    withdraw: (parameters) => withdraw(client, parameters),
    issueRefund: (parameters) => issueRefund(client, parameters),
  });
}
