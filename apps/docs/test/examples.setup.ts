import { startNode, testCommand } from "@cartesi/local-devnet";
import {
  devnetApplications,
  devnetDeployments,
  devnetTokens,
} from "@cartesi/local-devnet/deployment";
import { createCartesiPublicClient, defineDeployment, walletActionsL1 } from "@cartesi/viem";
import { type Chain, localChain, mine, startChain, testAccounts } from "@rollups-ts/chain";
import { createPublicClient, createWalletClient, http, parseEther, stringToHex } from "viem";

/** The addresses the pages show: the examples run against the very chain and node they name. */
export const chainPort = 8545;
export const nodePort = 6751;
export const applicationAddress = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

/**
 * Vitest global setup of the examples: anvil on 8545 and the local node on 6751, seeded so that
 * input 0 of `echo` exists with a notice (output 0), an Ether voucher (output 1) and a report,
 * in an accepted epoch. Seeding runs with one block per transaction so block numbers and epoch
 * indices are the same on every run; then the chain mines one block per second, as
 * `pnpm devnet` does, so the examples that wait for an epoch see it close.
 */
export default async function setup() {
  let chain: Chain;
  try {
    // The devnet's default: 3.0.0-alpha.9 (dialect N), as `pnpm devnet` deploys it.
    chain = await startChain({ port: chainPort });
  } catch (error) {
    throw new Error(
      `The examples need port ${chainPort} for the local chain (the pages name it): stop whatever listens there (pnpm devnet, another examples run) and retry.`,
      { cause: error },
    );
  }
  let stopNode: (() => Promise<void>) | undefined;
  try {
    if (chain.application.application !== applicationAddress)
      throw new Error(
        `The local application is at ${chain.application.application}, the pages say ${applicationAddress}.`,
      );
    // The quick start and the config files take these from @cartesi/local-devnet/deployment.
    const deployed = JSON.stringify({
      release: chain.release,
      contracts: Object.fromEntries(
        Object.keys(devnetDeployments.N.contracts).map((name) => [
          name,
          chain.contracts[name as keyof typeof devnetDeployments.N.contracts],
        ]),
      ),
      application: chain.application.application,
      tokens: chain.tokens,
    });
    const exported = JSON.stringify({
      release: devnetDeployments.N.version,
      contracts: devnetDeployments.N.contracts,
      application: devnetApplications.N,
      tokens: devnetTokens,
    });
    if (deployed !== exported)
      throw new Error(
        `The local chain holds ${deployed}, @cartesi/local-devnet/deployment says ${exported}.`,
      );
    const node = await startNode({ chain, port: nodePort });
    stopNode = node.stop;
    await seed(chain, node.url);
  } catch (error) {
    await stopNode?.();
    await chain.stop();
    throw error;
  }
  return async () => {
    await stopNode?.();
    await chain.stop();
  };
}

async function seed(chain: Chain, nodeUrl: string) {
  const transport = http(chain.url);
  const viemChain = localChain(chain.url, chain.chainId);
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 50 });
  // Account 1: account 0 submits the node's claims.
  const account = testAccounts[1]!;
  const devnet = defineDeployment({ version: chain.release, contracts: chain.contracts });
  const wallet = createWalletClient({ account, chain: viemChain, transport }).extend(
    walletActionsL1({ deployments: [devnet] }),
  );
  const node = createCartesiPublicClient({ transport: http(nodeUrl), pollingInterval: 50 });

  const hash = await wallet.depositEther({
    application: applicationAddress,
    value: parseEther("1"),
    execLayerData: testCommand({
      notices: [stringToHex("hello")],
      vouchers: [{ destination: account.address, value: parseEther("1") }],
      reports: [stringToHex("hello")],
    }),
  });
  await publicClient.waitForTransactionReceipt({ hash });
  const input = await node.waitForInput({
    application: "echo",
    inputIndex: 0n,
    waitProcessing: true,
    rejectErrors: true,
    timeout: 30_000,
  });
  await mine(publicClient, Number(chain.application.epochLength));
  let staged = false;
  for (let tries = 0; ; tries++) {
    const epoch = await node.getEpoch({ application: "echo", epochIndex: input.epochIndex });
    if (epoch.status === "CLAIM_ACCEPTED") break;
    // A v3 claim is accepted once its staging period has passed: mine those blocks, once.
    if (epoch.status === "CLAIM_STAGED" && !staged) {
      staged = true;
      await mine(publicClient, Number(chain.application.claimStagingPeriod));
    }
    if (tries === 600) throw new Error(`Seed epoch ${input.epochIndex} is still ${epoch.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await publicClient.request<{
    Method: "evm_setIntervalMining";
    Parameters: [number];
    ReturnType: unknown;
  }>({ method: "evm_setIntervalMining", params: [1] });
}
