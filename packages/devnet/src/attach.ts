import {
  type ApplicationDeployment,
  allGenerations,
  type ChainInfo,
  type Clients,
  defaultGenerations,
  deployApplication,
  deployApplicationV3,
  deployApplicationV3Alpha9,
  deployRollups,
  deployRollupsV3,
  deployRollupsV3Alpha9,
  deployTestTokens,
  type Generation,
  type GenerationDeployment,
  generationArtifact,
  generationReleases,
  generationTraits,
  localChain,
  localTemplateHash,
  openZeppelinArtifact,
  type RollupsAddresses,
  type TestTokens,
  testAccounts,
  type WithdrawalConfig,
} from "@rollups-ts/chain";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  type PublicClient,
  parseEventLogs,
  sliceHex,
} from "viem";

/** Finds the test tokens among the first contracts account 0 created, by their interfaces. */
async function findTestTokens(client: PublicClient): Promise<TestTokens | undefined> {
  const deployer = testAccounts[0]!.address;
  const nonce = await client.getTransactionCount({ address: deployer });
  const erc165 = openZeppelinArtifact("ERC721PresetMinterPauserAutoId").abi;
  const erc20 = openZeppelinArtifact("ERC20PresetMinterPauser").abi;
  const found: Partial<TestTokens> = {};
  for (let index = 0; index < Math.min(nonce, 64); index++) {
    const address = getContractAddress({ from: deployer, nonce: BigInt(index) });
    const code = await client.getCode({ address });
    if (!code || code === "0x") continue;
    const supports = (interfaceId: Hex) =>
      client
        .readContract({
          address,
          abi: erc165,
          functionName: "supportsInterface",
          args: [interfaceId],
        })
        .catch(() => false);
    if (await supports("0x80ac58cd")) found.erc721 ??= address;
    else if (await supports("0xd9b67a26")) found.erc1155 ??= address;
    else {
      const symbol = await client
        .readContract({ address, abi: erc20, functionName: "symbol" })
        .catch(() => undefined);
      if (symbol === "TEST") found.erc20 ??= address;
    }
  }
  const { erc20: erc20Token, erc721, erc1155 } = found;
  return erc20Token && erc721 && erc1155 ? { erc20: erc20Token, erc721, erc1155 } : undefined;
}

/** Reads `address`'s contracts in the ABIs of a generation. */
function reader(client: PublicClient, generation: Generation) {
  return <T>(address: Address, contract: string, functionName: string) =>
    client.readContract({
      address,
      abi: generationArtifact(generation, contract).abi,
      functionName,
    } as Parameters<typeof client.readContract>[0]) as Promise<T>;
}

/** The generation of the application at `address`: v3 contracts say their release, v2.2 ones have none. */
async function generationOf(client: PublicClient, address: Address): Promise<Generation> {
  const version = await reader(client, "v3")<readonly [bigint, bigint, bigint, string, string]>(
    address,
    "Application",
    "version",
  ).catch(() => undefined);
  if (!version) return "v2";
  const release = `${version[0]}.${version[1]}.${version[2]}${version[3] ? `-${version[3]}` : ""}`;
  const generation = allGenerations.find((candidate) => generationReleases[candidate] === release);
  if (!generation)
    throw new Error(
      `the application at ${address} says it is rollups-contracts ${release}; the devnet reads ${Object.values(generationReleases).join(", ")}`,
    );
  return generation;
}

/**
 * Describes the application deployed at `address`, read from its contract and its Authority: v3
 * contracts say their release, v2.2 ones have none.
 */
export async function describeApplication(
  chain: Pick<ChainInfo, "url" | "chainId">,
  address: Address,
): Promise<ApplicationDeployment> {
  const client = createPublicClient({
    chain: localChain(chain.url, chain.chainId),
    transport: http(chain.url),
  });
  const code = await client.getCode({ address });
  if (!code || code === "0x")
    throw new Error(`no application at ${address} on ${chain.url}: that address has no code`);
  const generation = await generationOf(client, address);
  const read = reader(client, generation);
  const authority = await read<Address>(address, "Application", "getOutputsMerkleRootValidator");
  const [owner, templateHash, deploymentBlock, epochLength] = await Promise.all([
    read<Address>(address, "Application", "owner"),
    read<Hex>(address, "Application", "getTemplateHash"),
    read<bigint>(address, "Application", "getDeploymentBlockNumber"),
    read<bigint>(authority, "Authority", "getEpochLength"),
  ]);
  // Up to 3.0.0-alpha.6 the application names its InputBox in an encoded `InputBox(address)` call.
  const inputBoxOf =
    generationTraits[generation].inputBoxGetter === "getInputBox"
      ? { inputBox: await read<Address>(address, "Application", "getInputBox") }
      : await read<Hex>(address, "Application", "getDataAvailability").then((dataAvailability) => ({
          inputBox: getAddress(sliceHex(dataAvailability, 16, 36)),
          dataAvailability,
        }));
  const described = {
    application: getAddress(address),
    authority,
    owner,
    epochLength,
    templateHash,
    ...inputBoxOf,
    deploymentBlock,
  };
  if (generation === "v2") return { ...described, generation, claimStagingPeriod: 0n };
  const [claimStagingPeriod, withdrawalConfig] = await Promise.all([
    read<bigint>(authority, "Authority", "getClaimStagingPeriod"),
    read<WithdrawalConfig>(address, "Application", "getWithdrawalConfig"),
  ]);
  return { ...described, generation, claimStagingPeriod, withdrawalConfig };
}

/**
 * Describes a chain that is already running (such as one started by `pnpm devnet`
 * or the chain package's CLI) without redeploying what is there: for each generation asked for
 * (`v3-alpha.9` by default; `v2`, `v3`, `v3-alpha.9`), the rollups contracts on their canonical addresses and the first application
 * deployed with the local template hash; and the test tokens. Whatever is missing is deployed,
 * so a bare anvil becomes a complete local chain.
 */
export async function attachChain(
  url: string,
  options: {
    epochLength?: bigint;
    generations?: readonly Generation[];
    claimStagingPeriod?: bigint;
  } = {},
): Promise<ChainInfo> {
  const generationList = options.generations ?? defaultGenerations;
  const bare = createPublicClient({ transport: http(url) });
  const chainId = await bare.getChainId();
  const chain = localChain(url, chainId);
  const publicClient = createPublicClient({
    chain,
    transport: http(url),
    cacheTime: 0,
    pollingInterval: 50,
  });
  const walletClient = createWalletClient({
    chain,
    transport: http(url),
    account: testAccounts[0]!,
  });
  const clients = { publicClient, walletClient };
  const accounts = testAccounts.map((account) => account.address);
  // First, as `startChain` deploys them, so a bare anvil gets the same addresses.
  const tokens =
    (await findTestTokens(publicClient)) ?? (await deployTestTokens(clients, accounts));
  const epochLength = options.epochLength ?? 10n;
  const staging =
    options.claimStagingPeriod !== undefined
      ? { claimStagingPeriod: options.claimStagingPeriod }
      : {};
  const generations: ChainInfo["generations"] = {};
  for (const generation of allGenerations) {
    if (!generationList.includes(generation)) continue;
    // Idempotent: it only sends a transaction for a contract whose address has no code.
    const contracts = await deployers[generation].rollups(clients);
    const logs = await publicClient.getLogs({
      address: contracts.applicationFactory,
      fromBlock: 0n,
      toBlock: "latest",
    });
    const created = (
      parseEventLogs({
        abi: generationArtifact(generation, "ApplicationFactory").abi,
        logs,
        eventName: "ApplicationCreated",
      }) as unknown as { args: { templateHash: Hex; appContract: Address } }[]
    ).find((event) => event.args.templateHash === localTemplateHash);
    const application = created
      ? await describeApplication({ url, chainId }, created.args.appContract)
      : await deployers[generation].application(clients, contracts, {
          epochLength,
          token: tokens.erc20,
          ...staging,
        });
    generations[generation] = {
      release: generationReleases[generation],
      contracts,
      application,
    } satisfies GenerationDeployment;
  }
  const generation = generationList[0]!;
  const { release, contracts, application } = generations[generation]!;
  return {
    url,
    chainId,
    generation,
    release,
    contracts,
    tokens,
    application,
    generations,
    accounts,
  };
}

/** How each generation's contracts and its local application are deployed. */
const deployers: Record<
  Generation,
  {
    rollups: (clients: Clients) => Promise<RollupsAddresses>;
    application: (
      clients: Clients,
      contracts: RollupsAddresses,
      options: { epochLength: bigint; token: Address; claimStagingPeriod?: bigint },
    ) => Promise<ApplicationDeployment>;
  }
> = {
  v2: {
    rollups: deployRollups,
    application: (clients, contracts, { epochLength }) =>
      deployApplication(clients, contracts, { epochLength }),
  },
  v3: { rollups: deployRollupsV3, application: deployApplicationV3 },
  "v3-alpha.9": { rollups: deployRollupsV3Alpha9, application: deployApplicationV3Alpha9 },
};
