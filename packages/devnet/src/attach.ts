import {
  type ChainInfo,
  deployApplication,
  deployRollups,
  deployTestTokens,
  localChain,
  localTemplateHash,
  openZeppelinArtifact,
  rollupsArtifact,
  type TestTokens,
  testAccounts,
} from "@rollups-ts/chain";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  type PublicClient,
  parseEventLogs,
} from "viem";

type ApplicationCreated = {
  blockNumber: bigint;
  args: {
    outputsMerkleRootValidator: Address;
    appOwner: Address;
    templateHash: Hex;
    dataAvailability: Hex;
    appContract: Address;
  };
};

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

/**
 * Describes a chain that is already running (such as one started by `pnpm devnet`
 * or the chain package's CLI) without redeploying what is there: the rollups
 * contracts on their canonical addresses, the test tokens and the first
 * application deployed with the local template hash. Whatever is missing is
 * deployed, so a bare anvil becomes a complete local chain.
 */
export async function attachChain(
  url: string,
  options: { epochLength?: bigint } = {},
): Promise<ChainInfo> {
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
  const contracts = await deployRollups(clients);
  const accounts = testAccounts.map((account) => account.address);
  const tokens =
    (await findTestTokens(publicClient)) ?? (await deployTestTokens(clients, accounts));

  const logs = await publicClient.getLogs({
    address: contracts.applicationFactory,
    fromBlock: 0n,
    toBlock: "latest",
  });
  const created = (
    parseEventLogs({
      abi: rollupsArtifact("ApplicationFactory").abi,
      logs,
      eventName: "ApplicationCreated",
    }) as unknown as ApplicationCreated[]
  ).find((event) => event.args.templateHash === localTemplateHash);
  if (!created) {
    const application = await deployApplication(clients, contracts, {
      epochLength: options.epochLength ?? 10n,
    });
    return { url, chainId, contracts, tokens, application, accounts };
  }
  const authority = created.args.outputsMerkleRootValidator;
  const epochLength = (await publicClient.readContract({
    address: authority,
    abi: rollupsArtifact("Authority").abi,
    functionName: "getEpochLength",
  })) as bigint;
  return {
    url,
    chainId,
    contracts,
    tokens,
    application: {
      application: created.args.appContract,
      authority,
      owner: created.args.appOwner,
      epochLength,
      templateHash: created.args.templateHash,
      dataAvailability: created.args.dataAvailability,
      deploymentBlock: created.blockNumber,
    },
    accounts,
  };
}
