import {
  type ApplicationDeployment,
  type ChainInfo,
  deployApplication,
  deployApplicationV3,
  deployRollups,
  deployRollupsV3,
  deployTestTokens,
  type Generation,
  generationReleases,
  localChain,
  localTemplateHash,
  openZeppelinArtifact,
  rollupsArtifact,
  type TestTokens,
  testAccounts,
  v3Artifact,
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
  const artifact = generation === "v3" ? v3Artifact : rollupsArtifact;
  return <T>(address: Address, contract: string, functionName: string) =>
    client.readContract({
      address,
      abi: artifact(contract).abi,
      functionName,
    } as Parameters<typeof client.readContract>[0]) as Promise<T>;
}

/**
 * Describes the application deployed at `address`, read from its contract and its Authority: v3
 * contracts say their version, v2.2 ones have none.
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
  const generation: Generation = await reader(client, "v3")(address, "Application", "version")
    .then(() => "v3" as const)
    .catch(() => "v2" as const);
  const read = reader(client, generation);
  const authority = await read<Address>(address, "Application", "getOutputsMerkleRootValidator");
  const [owner, templateHash, dataAvailability, deploymentBlock, epochLength] = await Promise.all([
    read<Address>(address, "Application", "owner"),
    read<Hex>(address, "Application", "getTemplateHash"),
    read<Hex>(address, "Application", "getDataAvailability"),
    read<bigint>(address, "Application", "getDeploymentBlockNumber"),
    read<bigint>(authority, "Authority", "getEpochLength"),
  ]);
  // Up to 3.0.0-alpha.6 the data availability is an encoded `InputBox(address)` call.
  const inputBox = getAddress(`0x${dataAvailability.slice(-40)}`);
  const described = {
    application: getAddress(address),
    inputBox,
    authority,
    owner,
    epochLength,
    templateHash,
    dataAvailability,
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
 * (v3 by default), the rollups contracts on their canonical addresses and the first application
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
  const generationList = options.generations ?? ["v3"];
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
  // Idempotent: it only sends a transaction for a contract whose address has no code.
  const contractsOf = {
    v2: generationList.includes("v2") ? await deployRollups(clients) : undefined,
    v3: generationList.includes("v3") ? await deployRollupsV3(clients) : undefined,
  };
  const accounts = testAccounts.map((account) => account.address);
  const tokens =
    (await findTestTokens(publicClient)) ?? (await deployTestTokens(clients, accounts));

  const generations: ChainInfo["generations"] = {};
  for (const generation of ["v2", "v3"] as const) {
    const contracts = contractsOf[generation];
    if (!contracts) continue;
    const artifact = generation === "v3" ? v3Artifact : rollupsArtifact;
    const logs = await publicClient.getLogs({
      address: contracts.applicationFactory,
      fromBlock: 0n,
      toBlock: "latest",
    });
    const created = (
      parseEventLogs({
        abi: artifact("ApplicationFactory").abi,
        logs,
        eventName: "ApplicationCreated",
      }) as unknown as { args: { templateHash: Hex; appContract: Address } }[]
    ).find((event) => event.args.templateHash === localTemplateHash);
    const epochLength = options.epochLength ?? 10n;
    const application = created
      ? await describeApplication({ url, chainId }, created.args.appContract)
      : generation === "v3"
        ? await deployApplicationV3(clients, contracts, {
            epochLength,
            token: tokens.erc20,
            ...(options.claimStagingPeriod !== undefined
              ? { claimStagingPeriod: options.claimStagingPeriod }
              : {}),
          })
        : await deployApplication(clients, contracts, { epochLength });
    generations[generation] = { release: generationReleases[generation], contracts, application };
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
