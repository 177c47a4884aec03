import {
  type Address,
  type CallErrorType,
  type Chain,
  type Client,
  decodeAbiParameters,
  getAddress,
  type Hex,
  isAddressEqual,
  type Transport,
} from "viem";
import { call } from "viem/actions";
import { getAction } from "viem/utils";
import {
  knownDeployments,
  type ReleaseCapabilities,
  type RollupsContracts,
  type RollupsDeployment,
  releaseCapabilities,
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
import { findError } from "../../utils/findError.js";

/** The parameter every base-layer write and its estimate take to choose a deployment. */
export type DeploymentParameters = {
  /**
   * The deployment of the rollups contracts to send through, or the deployments to choose from.
   * Default: the one among those given to `walletActionsL1` or `publicActionsL1` and the
   * deployments this package knows whose InputBox the application reads.
   */
  deployment?: RollupsDeployment | readonly RollupsDeployment[] | undefined;
};

/**
 * What the checks before a write raise: the application, its generation and the contract's. An
 * input's checks raise all but `UnknownDeploymentError` ({@link InputBoxCheckErrorType}): the
 * InputBox is the one the application names, so no deployment is looked up.
 */
export type TargetCheckErrorType =
  | CallErrorType
  | ApplicationNotDeployedErrorType
  | ApplicationForeclosedErrorType
  | NotAnApplicationErrorType
  | UnknownDeploymentErrorType
  | DeploymentMismatchErrorType;

/** What the checks before an input raise: those of {@link TargetCheckErrorType}, no deployment lookup. */
export type InputBoxCheckErrorType = Exclude<TargetCheckErrorType, UnknownDeploymentErrorType>;

/** A contract an action sends to, checked against the application. */
export type Target = {
  address: Address;
  /** The contract's release as its `version()` says (`2.0.0` for v2 contracts, which have none). */
  version: string;
  /** The generation the contract answers to (`version()` from v3 on). */
  generation: 2 | 3;
  /** How a token portal spells its functions (its release's capability); `ERC` for an InputBox. */
  tokenPortalNames: ReleaseCapabilities["tokenPortalNames"];
};

/** The view functions the checks call, by selector (`deployment.test.ts` checks them). */
export const checkSelectors = {
  getDataAvailability: "0xf02478de",
  isForeclosed: "0x83e4fbcd",
  getInputBox: "0x00aace9a",
  version: "0x54fd4d50",
} as const;

/** Calls a view function: its return data, `"reverted"` when the contract refused it, `"empty"` when no code answered. */
export async function read(
  client: Client<Transport, Chain | undefined>,
  to: Address,
  functionName: keyof typeof checkSelectors,
): Promise<Hex | "reverted" | "empty"> {
  try {
    const { data } = await getAction(
      client,
      call,
      "call",
    )({ to, data: checkSelectors[functionName] });
    return !data || data === "0x" ? "empty" : data;
  } catch (error) {
    if (findError(error, "ExecutionRevertedError")) return "reverted";
    throw error;
  }
}

/** The address in the last 20 bytes of the 32-byte word at `word` of ABI-encoded `data`. */
const addressAt = (data: Hex, word: number) =>
  getAddress(`0x${data.slice(26 + 64 * word, 66 + 64 * word)}`);

const cache = new WeakMap<object, Map<string, Promise<Target>>>();

export type ResolveTargetParameters = DeploymentParameters & {
  application: Address;
  contract: keyof RollupsContracts;
  /** An address the user gave for the contract, checked like any other. */
  address?: Address | undefined;
  /** The name of that address's parameter, for the error that asks for it. */
  parameter: string;
  docsPath: string;
  /** Finds the contract of the deployment whose InputBox is `inputBox`, when no address is given; default: the InputBox itself. */
  lookup?: ((inputBox: Address) => Address) | undefined;
  /** For a portal: checks that it sends to the InputBox the application names. */
  portal?: typeof checkPortal | undefined;
};

/**
 * A portal up to 3.0.0-alpha.6 names its InputBox with `getInputBox()`, which must be the
 * application's; from alpha.7 it names none and sends to the InputBox the application names with
 * `getInputBox()`, which an older application does not have.
 */
function checkPortal({
  target,
  portalInputBox,
  inputBox,
  source,
  mismatch,
  fix,
  release,
}: {
  target: Address;
  portalInputBox: Hex | "reverted" | undefined;
  inputBox: Address;
  source: ReleaseCapabilities["inputBoxSource"];
  mismatch: (contract: Address, found: string, fix: string) => Error;
  fix: string;
  release: string;
}): ReleaseCapabilities["tokenPortalNames"] {
  const capabilities = releaseCapabilities(release);
  if (!capabilities)
    throw mismatch(target, `its version() names ${release}, no release of 2.x or 3.x.`, fix);
  if (portalInputBox !== undefined && portalInputBox !== "reverted") {
    const sendsTo = addressAt(portalInputBox, 0);
    if (!isAddressEqual(sendsTo, inputBox))
      throw mismatch(
        target,
        `it adds inputs to InputBox ${sendsTo}, but the application reads InputBox ${inputBox}.`,
        fix,
      );
  } else if (capabilities.portalsNameInputBox)
    throw mismatch(target, "it adds inputs to no InputBox.", fix);
  else if (source !== "getInputBox")
    throw mismatch(
      target,
      "it is a 3.0.0-alpha.7+ portal, which sends to the InputBox an application names with getInputBox(); this application names its InputBox with getDataAvailability().",
      fix,
    );
  return capabilities.tokenPortalNames;
}

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

/** The InputBox the application names: `getInputBox()` from 3.0.0-alpha.7, `getDataAvailability()` before. */
function namedInputBox(
  byGetter: Hex | "reverted" | "empty",
  byAvailability: Hex | "reverted" | "empty",
  foreclosed: Hex | "reverted" | "empty",
): { inputBox: Address; source: ReleaseCapabilities["inputBoxSource"] } | undefined {
  // An older portal answers `getInputBox()` too; only an application answers `isForeclosed()`.
  const application = foreclosed !== "reverted" && foreclosed !== "empty";
  if (application && byGetter !== "reverted" && byGetter !== "empty" && byGetter.length === 66)
    return { inputBox: addressAt(byGetter, 0), source: "getInputBox" };
  // The returned `bytes` (offset, length, then the data availability) name the InputBox first in
  // every data availability kind: `InputBox(address)`, and the kinds that add to it.
  if (byAvailability !== "reverted" && byAvailability !== "empty" && byAvailability.length >= 202)
    return {
      inputBox: addressAt(`0x${byAvailability.slice(138)}`, 0),
      source: "getDataAvailability",
    };
  return undefined;
}

/** The release a contract's `version()` answer names: v2 contracts have none. */
export function contractRelease(version: Hex | "reverted"): string {
  if (version === "reverted") return "2.0.0";
  const [major, minor, patch, preRelease] = decodeAbiParameters(
    [{ type: "uint64" }, { type: "uint64" }, { type: "uint64" }, { type: "string" }],
    version,
  );
  return `${major}.${minor}.${patch}${preRelease ? `-${preRelease}` : ""}`;
}

async function findTarget(
  client: Client<Transport, Chain | undefined>,
  {
    application,
    contract,
    address,
    parameter,
    deployment,
    docsPath,
    lookup,
    portal,
  }: ResolveTargetParameters,
): Promise<Target> {
  const [byGetter, byAvailability, foreclosed] = await Promise.all([
    read(client, application, "getInputBox"),
    read(client, application, "getDataAvailability"),
    read(client, application, "isForeclosed"),
  ]);
  if (byGetter === "empty" && byAvailability === "empty" && foreclosed === "empty")
    throw new ApplicationNotDeployedError({ application, docsPath });
  const named = namedInputBox(byGetter, byAvailability, foreclosed);
  if (!named) throw new NotAnApplicationError({ application, docsPath });
  const { inputBox, source } = named;
  if (foreclosed !== "reverted" && foreclosed !== "empty" && BigInt(foreclosed) === 1n)
    throw new ApplicationForeclosedError({ application, docsPath });
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
  const target = address ?? lookup?.(inputBox) ?? inputBox;
  if (contract === "inputBox" && !isAddressEqual(target, inputBox))
    throw mismatch(
      target,
      `the application reads InputBox ${inputBox}; no node of it reads inputs sent to this one.`,
      `Leave \`${parameter}\` out: the action sends to the InputBox the application reads.`,
    );
  const [version, portalInputBox] = await Promise.all([
    read(client, target, "version"),
    portal ? read(client, target, "getInputBox") : undefined,
  ]);
  if (version === "empty" || portalInputBox === "empty")
    throw mismatch(
      target,
      "no contract is there on this chain.",
      "Check that the client is on the application's chain, or pass this chain's deployment.",
    );
  const fix = `Pass \`deployment\` or \`${parameter}\` of the deployment whose InputBox is ${inputBox}.`;
  const release = contractRelease(version);
  const tokenPortalNames =
    portal?.({ target, portalInputBox, inputBox, source, mismatch, fix, release }) ?? "ERC";
  const contractGeneration = Number.parseInt(release, 10) >= 3 ? 3 : 2;
  if (contractGeneration !== generation)
    throw mismatch(
      target,
      `it is a v${contractGeneration} contract; the application is a v${generation} one.`,
      `Pass \`deployment\` or \`${parameter}\` of the application's generation.`,
    );
  return { address: target, version: release, generation, tokenPortalNames };
}

/** What a deposit resolves: the portal `contract` of the deployment that serves the application. */
export function portalTarget(
  parameters: DeploymentParameters & { application: Address; portalAddress?: Address | undefined },
  contract: Exclude<keyof RollupsContracts, "inputBox">,
  docsPath: string,
): ResolveTargetParameters {
  const { application, deployment, portalAddress } = parameters;
  const parameter = "portalAddress";
  return {
    application,
    deployment,
    address: portalAddress,
    contract,
    parameter,
    docsPath,
    portal: checkPortal,
    lookup: (inputBox) => {
      const candidates = [deployment ?? []].flat().concat(knownDeployments);
      const found = candidates.find((item) => isAddressEqual(item.contracts.inputBox, inputBox));
      if (!found)
        throw new UnknownDeploymentError({
          application,
          inputBox,
          known: candidates.map((item) => item.version),
          parameter,
          docsPath,
        });
      return found.contracts[contract];
    },
  };
}
