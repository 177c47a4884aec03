import {
  type Address,
  BaseError,
  type CallErrorType,
  type Chain,
  type Client,
  decodeFunctionResult,
  ExecutionRevertedError,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  type Transport,
} from "viem";
import { call } from "viem/actions";
import { getAction } from "viem/utils";
import { generationAbi } from "../../abi/v3.js";
import {
  knownDeployments,
  type RollupsContracts,
  type RollupsDeployment,
} from "../../deployments.js";
import {
  ApplicationForeclosedError,
  type ApplicationForeclosedErrorType,
  DeploymentMismatchError,
  type DeploymentMismatchErrorType,
  NotAnApplicationError,
  type NotAnApplicationErrorType,
  UnknownDeploymentError,
  type UnknownDeploymentErrorType,
} from "../../errors/deployment.js";
import {
  ApplicationNotDeployedError,
  type ApplicationNotDeployedErrorType,
} from "../../errors/output.js";

/** The parameter every base-layer write and its estimate take to choose a deployment. */
export type DeploymentParameters = {
  /**
   * The deployment of the rollups contracts to send through, or the deployments to choose from.
   * Default: the one among those given to `walletActionsL1` or `publicActionsL1` and the
   * deployments this package knows whose InputBox the application reads.
   */
  deployment?: RollupsDeployment | readonly RollupsDeployment[] | undefined;
};

/** What the checks before a write raise: the application, its generation and the contract's. */
export type TargetCheckErrorType =
  | CallErrorType
  | ApplicationNotDeployedErrorType
  | ApplicationForeclosedErrorType
  | NotAnApplicationErrorType
  | UnknownDeploymentErrorType
  | DeploymentMismatchErrorType;

/** A contract an action sends to, checked against the application. */
export type Target = {
  address: Address;
  /** The generation the contract answers to (`version()` from v3 on). */
  generation: 2 | 3;
  tokenPortalNames: "ERC" | "Erc";
};

type Read = readonly unknown[] | unknown | "reverted" | "empty";

/** Calls a view function; `"reverted"` when the contract refused it, `"empty"` when no code answered. */
async function read(
  client: Client<Transport, Chain | undefined>,
  to: Address,
  functionName: (typeof generationAbi)[number]["name"],
): Promise<Read> {
  try {
    const { data } = await getAction(
      client,
      call,
      "call",
    )({ to, data: encodeFunctionData({ abi: generationAbi, functionName }) });
    if (data === undefined || data === "0x") return "empty";
    return decodeFunctionResult({ abi: generationAbi, functionName, data: data as Hex });
  } catch (error) {
    if (
      error instanceof BaseError &&
      error.walk((cause) => cause instanceof ExecutionRevertedError)
    )
      return "reverted";
    throw error;
  }
}

const cache = new WeakMap<object, Map<string, Promise<Target>>>();

export type ResolveTargetParameters = DeploymentParameters & {
  application: Address;
  contract: keyof RollupsContracts;
  /** An address the user gave for the contract, checked like any other. */
  address?: Address | undefined;
  /** The name of that address's parameter, for the error that asks for it. */
  parameter: string;
  docsPath: string;
};

/**
 * The contract `contract` of the deployment that serves `application`, after checking that it is
 * deployed on the client's chain, that it sends to the InputBox the application reads and that it
 * is of the application's generation; a foreclosed application is refused. Cached per client,
 * chain and application, so a second call sends no request; a failure is not cached.
 */
export function resolveTarget(
  client: Client<Transport, Chain | undefined>,
  parameters: ResolveTargetParameters,
): Promise<Target> {
  const { application, contract, address, deployment } = parameters;
  const given = [deployment ?? []].flat().map((item) => item.contracts[contract]);
  const key = [client.chain?.id, application, contract, address, ...given].join().toLowerCase();
  const targets = cache.get(client) ?? new Map<string, Promise<Target>>();
  cache.set(client, targets);
  let target = targets.get(key);
  if (!target) {
    target = findTarget(client, parameters);
    targets.set(key, target);
    target.catch(() => targets.delete(key));
  }
  return target;
}

async function findTarget(
  client: Client<Transport, Chain | undefined>,
  { application, contract, address, parameter, deployment, docsPath }: ResolveTargetParameters,
): Promise<Target> {
  const [availability, foreclosed] = await Promise.all([
    read(client, application, "getDataAvailability"),
    read(client, application, "isForeclosed"),
  ]);
  if (availability === "empty") throw new ApplicationNotDeployedError({ application, docsPath });
  // Every data availability kind names the InputBox first: `InputBox(address)`, and the kinds that
  // add to it.
  if (typeof availability !== "string" || availability.length < 74)
    throw new NotAnApplicationError({ application, docsPath });
  const inputBox = getAddress(`0x${availability.slice(34, 74)}`);
  if (foreclosed === true) throw new ApplicationForeclosedError({ application, docsPath });
  const generation = foreclosed === "reverted" ? 2 : 3;
  const mismatch = (contractAddress: Address, found: string, fix: string) =>
    new DeploymentMismatchError({ application, contract: contractAddress, found, fix, docsPath });

  const single =
    deployment && !Array.isArray(deployment) ? (deployment as RollupsDeployment) : undefined;
  if (single && !isAddressEqual(single.contracts.inputBox, inputBox))
    throw mismatch(
      single.contracts[contract],
      `the application reads InputBox ${inputBox}, not the InputBox of this deployment (${single.version}).`,
      "Pass the deployment whose InputBox the application reads, or leave `deployment` out.",
    );
  let target = address;
  if (contract === "inputBox") {
    target ??= inputBox;
    if (!isAddressEqual(target, inputBox))
      throw mismatch(
        target,
        `the application reads InputBox ${inputBox}; no node of it reads inputs sent to this one.`,
        `Leave \`${parameter}\` out: the action sends to the InputBox the application reads.`,
      );
  } else if (!target) {
    const candidates = single ? [single] : [...[deployment ?? []].flat(), ...knownDeployments];
    const found = candidates.find((item) => isAddressEqual(item.contracts.inputBox, inputBox));
    if (!found)
      throw new UnknownDeploymentError({
        application,
        inputBox,
        known: candidates.map((item) => `${item.version} (InputBox ${item.contracts.inputBox})`),
        parameter,
        docsPath,
      });
    target = found.contracts[contract];
  }
  const [version, portalInputBox] = await Promise.all([
    read(client, target, "version"),
    contract === "inputBox" ? inputBox : read(client, target, "getInputBox"),
  ]);
  if (version === "empty" || portalInputBox === "empty")
    throw mismatch(
      target,
      "no contract is deployed there on this chain.",
      "Check that the client is on the application's chain, or pass the deployment of this chain.",
    );
  if (portalInputBox === "reverted" || !isAddressEqual(portalInputBox as Address, inputBox))
    throw mismatch(
      target,
      `it adds inputs to ${portalInputBox === "reverted" ? "no InputBox" : `InputBox ${portalInputBox}`}, but the application reads InputBox ${inputBox}.`,
      `Pass \`deployment\` or \`${parameter}\` of the deployment whose InputBox is ${inputBox}.`,
    );
  const [major, , , preRelease] =
    version === "reverted" ? [2n, 0n, 0n, ""] : (version as [bigint, bigint, bigint, string]);
  const contractGeneration = major >= 3n ? 3 : 2;
  if (contractGeneration !== generation)
    throw mismatch(
      target,
      `it is a v${contractGeneration} contract and the application is a v${generation} application.`,
      `Pass \`deployment\` or \`${parameter}\` of the application's generation.`,
    );
  const alpha = /^alpha\.(\d+)$/.exec(preRelease);
  return {
    address: target,
    generation,
    tokenPortalNames: generation === 3 && !(alpha && Number(alpha[1]) <= 6) ? "Erc" : "ERC",
  };
}

/** What a deposit resolves: the portal `contract` of the deployment that serves the application. */
export function portalTarget(
  parameters: DeploymentParameters & { application: Address; portalAddress?: Address | undefined },
  contract: Exclude<keyof RollupsContracts, "inputBox">,
  docsPath: string,
): ResolveTargetParameters {
  return {
    application: parameters.application,
    deployment: parameters.deployment,
    address: parameters.portalAddress,
    contract,
    parameter: "portalAddress",
    docsPath,
  };
}
