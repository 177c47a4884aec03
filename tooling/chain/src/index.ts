import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  toHex,
} from "viem";
import { testAccounts } from "./accounts.ts";
import { type AnvilOptions, startAnvil } from "./anvil.ts";
import {
  type ApplicationDeployment,
  deployApplication,
  deployRollups,
  deployTestTokens,
  type Generation,
  type GenerationDeployment,
  type RollupsAddresses,
  type TestTokens,
} from "./deploy.ts";
import { deployApplicationV3, deployRollupsV3 } from "./deploy-v3.ts";
import { deployApplicationV3Alpha9, deployRollupsV3Alpha9 } from "./deploy-v3-alpha9.ts";
import { allGenerations, generationReleases } from "./generations.ts";

export { anvilMnemonic, testAccounts } from "./accounts.ts";
export { type Anvil, type AnvilOptions, anvilBinary, startAnvil } from "./anvil.ts";
export {
  type Artifact,
  openZeppelinArtifact,
  rollupsArtifact,
  v3Addresses,
  v3Alpha9Addresses,
  v3Alpha9Artifact,
  v3Alpha9ContractsRelease,
  v3Artifact,
  v3ContractsRelease,
} from "./artifacts.ts";
export {
  type ApplicationDeployment,
  type Clients,
  create2Deployer,
  deployApplication,
  deployRollups,
  deployTestTokens,
  type Generation,
  type GenerationDeployment,
  localTemplateHash,
  mintedPerAccount,
  type RollupsAddresses,
  type TestTokens,
  type WithdrawalConfig,
} from "./deploy.ts";
export {
  type ApplicationV3Options,
  defaultClaimStagingPeriod,
  deployApplicationV3,
  deployRollupsV3,
  deployWithdrawalOutputBuilder,
  localAccountsDrive,
  localGuardian,
} from "./deploy-v3.ts";
export {
  deployApplicationV3Alpha9,
  deployRollupsV3Alpha9,
  v3Alpha9ContractNames,
} from "./deploy-v3-alpha9.ts";
export {
  allGenerations,
  type GenerationTraits,
  generationArtifact,
  generationReleases,
  generationTraits,
} from "./generations.ts";
export { deploySlowForwarder, sendSlowInput, slowForwarderCode } from "./slow-forwarder.ts";
export { mine, revert, snapshot, withoutAutomine } from "./snapshot.ts";

export type ChainOptions = Omit<AnvilOptions, "genesisTimestamp"> & {
  /**
   * The contract generations to deploy, each with its own application; the first is the primary
   * one (`contracts`, `application`). Default `["v3-alpha.9"]`.
   */
  generations?: readonly Generation[];
  /** Epoch length of the local applications, in blocks (default 10). */
  epochLength?: bigint;
  /** Blocks a staged claim of a v3 application waits before it can be accepted (default 2). */
  claimStagingPeriod?: bigint;
};

/** Everything a test or a script needs to reach the local chain; plain data, so it can cross processes. */
export type ChainInfo = {
  url: string;
  chainId: number;
  /** The generation of `contracts` and `application`, the primary one. */
  generation: Generation;
  /** The primary generation's contracts' release, e.g. `3.0.0-alpha.9`. */
  release: string;
  contracts: RollupsAddresses;
  tokens: TestTokens;
  application: ApplicationDeployment;
  /** Every generation deployed, the primary one included. */
  generations: Partial<Record<Generation, GenerationDeployment>>;
  accounts: Address[];
};

export type Chain = ChainInfo & { stop: () => Promise<void> };

export const defaultChainId = 31337;

/** The viem chain for a local chain at `url`. */
export function localChain(url: string, chainId = defaultChainId) {
  return defineChain({
    id: chainId,
    name: "Local rollups chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
}

/** The generations a chain gets when none are asked for: the newest, which node 2.0.0-alpha.13 reads. */
export const defaultGenerations: readonly Generation[] = ["v3-alpha.9"];

function checkGenerations(generations: readonly Generation[]): void {
  if (
    generations.length === 0 ||
    new Set(generations).size !== generations.length ||
    generations.some((generation) => !allGenerations.includes(generation))
  )
    throw new TypeError(
      `startChain: generations must be one or more of ${allGenerations.map((generation) => JSON.stringify(generation)).join(", ")}, each once, got ${JSON.stringify(generations)}`,
    );
}

/**
 * Starts anvil and deploys, for each generation asked for (`v3-alpha.9` by default), the rollups contracts
 * and one application; the test tokens are deployed once, first, and serve every generation.
 * Every address is the same whatever the generations: the tokens come from the deployer's first
 * transactions, the contracts and applications from CREATE2.
 */
export async function startChain(options: ChainOptions = {}): Promise<Chain> {
  const chainId = options.chainId ?? defaultChainId;
  const generationList = options.generations ?? defaultGenerations;
  checkGenerations(generationList);
  // Deploy with one block per transaction (fast), then mine on a clock if asked to.
  const { blockTime, claimStagingPeriod } = options;
  const clock = blockTime !== undefined && blockTime > 0 ? blockTime : undefined;
  const anvil = await startAnvil({
    ...(options.port !== undefined ? { port: options.port } : {}),
    chainId,
    // A chain on a clock starts in the past: the blocks up to now make its history (below).
    ...(clock ? { genesisTimestamp: unixNow() - historyBlocks * clock } : {}),
  });
  try {
    const chain = localChain(anvil.url, chainId);
    const transport = http(anvil.url);
    const publicClient = createPublicClient({
      chain,
      transport,
      pollingInterval: 50,
      cacheTime: 0,
    });
    const deployer = testAccounts[0]!;
    const walletClient = createWalletClient({ chain, transport, account: deployer });
    const clients = { publicClient, walletClient };
    const epochLength = options.epochLength ?? 10n;
    const accounts = testAccounts.map((account) => account.address);
    const tokens = await deployTestTokens(clients, accounts);
    const staging = claimStagingPeriod !== undefined ? { claimStagingPeriod } : {};
    const generations: Partial<Record<Generation, GenerationDeployment>> = {};
    for (const generation of allGenerations) {
      if (!generationList.includes(generation)) continue;
      const release = generationReleases[generation];
      if (generation === "v2") {
        const contracts = await deployRollups(clients);
        const application = await deployApplication(clients, contracts, { epochLength });
        generations.v2 = { release, contracts, application };
      } else if (generation === "v3") {
        const contracts = await deployRollupsV3(clients);
        const application = await deployApplicationV3(clients, contracts, {
          epochLength,
          token: tokens.erc20,
          ...staging,
        });
        generations.v3 = { release, contracts, application };
      } else {
        const contracts = await deployRollupsV3Alpha9(clients);
        const application = await deployApplicationV3Alpha9(clients, contracts, {
          epochLength,
          token: tokens.erc20,
          ...staging,
        });
        generations[generation] = { release, contracts, application };
      }
    }
    const generation = generationList[0]!;
    const { release, contracts, application } = generations[generation]!;
    if (clock) await mineOnClock(publicClient, clock);
    return {
      url: anvil.url,
      chainId,
      generation,
      release,
      contracts,
      tokens,
      application,
      generations,
      accounts,
      stop: anvil.stop,
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** Seconds since the Unix epoch, as block timestamps count them. */
const unixNow = () => Math.floor(Date.now() / 1000);

/** Blocks of history a chain on a clock starts with: twice the 100 blocks that `getTimeToExecutable` of `@cartesi/viem` measures its block time over by default. */
export const historyBlocks = 200;

/**
 * Mines empty blocks `blockTime` seconds apart from the deployment's last block up to now, then a
 * block every `blockTime` seconds. The deployment's blocks, mined at once, lie behind a history
 * at the chain's pace, so a block time measured over its recent blocks is right from the first
 * second, as on a chain that has long been running.
 */
async function mineOnClock(client: PublicClient, blockTime: number): Promise<void> {
  const request = client.request as (args: {
    method: string;
    params: unknown[];
  }) => Promise<unknown>;
  const head = await client.getBlock();
  const blocks = Math.floor((unixNow() - Number(head.timestamp)) / blockTime);
  if (blocks > 0) {
    // Each block exactly `blockTime` seconds after the one before, however long anvil takes to
    // mine them: with an interval given to anvil_mine instead, a second that passes meanwhile
    // would widen one gap.
    await request({ method: "anvil_setBlockTimestampInterval", params: [blockTime] });
    await request({ method: "anvil_mine", params: [toHex(blocks)] });
    await request({ method: "anvil_removeBlockTimestampInterval", params: [] });
  }
  // The clock restarts at the last block's time (at most a block time behind now), so the next
  // block comes `blockTime` seconds after it.
  const last = await client.getBlock();
  await request({ method: "evm_setTime", params: [Number(last.timestamp)] });
  await request({ method: "evm_setIntervalMining", params: [blockTime] });
}
