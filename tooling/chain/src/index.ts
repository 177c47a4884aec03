import { type Address, createPublicClient, createWalletClient, defineChain, http } from "viem";
import { testAccounts } from "./accounts.ts";
import { type AnvilOptions, startAnvil } from "./anvil.ts";
import {
  type ApplicationDeployment,
  deployApplication,
  deployRollups,
  deployTestTokens,
  type RollupsAddresses,
  type TestTokens,
} from "./deploy.ts";

export { anvilMnemonic, testAccounts } from "./accounts.ts";
export { type Anvil, type AnvilOptions, anvilBinary, startAnvil } from "./anvil.ts";
export { type Artifact, openZeppelinArtifact, rollupsArtifact } from "./artifacts.ts";
export {
  type ApplicationDeployment,
  create2Deployer,
  deployApplication,
  deployRollups,
  deployTestTokens,
  localTemplateHash,
  mintedPerAccount,
  type RollupsAddresses,
  type TestTokens,
} from "./deploy.ts";
export { mine, revert, snapshot } from "./snapshot.ts";

export type ChainOptions = AnvilOptions & {
  /** Epoch length of the local application, in blocks (default 10). */
  epochLength?: bigint;
};

/** Everything a test or a script needs to reach the local chain; plain data, so it can cross processes. */
export type ChainInfo = {
  url: string;
  chainId: number;
  contracts: RollupsAddresses;
  tokens: TestTokens;
  application: ApplicationDeployment;
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

/** Starts anvil, deploys the rollups contracts, test tokens and one application. */
export async function startChain(options: ChainOptions = {}): Promise<Chain> {
  const chainId = options.chainId ?? defaultChainId;
  // Deploy with one block per transaction (fast), then mine on a clock if asked to.
  const { blockTime, ...anvilOptions } = options;
  const anvil = await startAnvil({ ...anvilOptions, chainId });
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
    const contracts = await deployRollups(clients);
    const accounts = testAccounts.map((account) => account.address);
    const tokens = await deployTestTokens(clients, accounts);
    const application = await deployApplication(clients, contracts, {
      epochLength: options.epochLength ?? 10n,
    });
    if (blockTime !== undefined && blockTime > 0) {
      await publicClient.request<{
        Method: "evm_setIntervalMining";
        Parameters: [number];
        ReturnType: unknown;
      }>({ method: "evm_setIntervalMining", params: [blockTime] });
    }
    return { url: anvil.url, chainId, contracts, tokens, application, accounts, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
