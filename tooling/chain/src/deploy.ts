import {
  type Address,
  type Chain,
  concatHex,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  type Hex,
  keccak256,
  type PublicClient,
  parseEventLogs,
  type Transport,
  toHex,
  type WalletClient,
  zeroHash,
} from "viem";
import type { HDAccount } from "viem/accounts";
import { type Artifact, openZeppelinArtifact, rollupsArtifact } from "./artifacts.ts";

/** The deterministic deployment proxy present on anvil (and most chains). */
export const create2Deployer: Address = "0x4e59b44847b379578588920cA78FbF26c0B4956C";

export type RollupsAddresses = {
  inputBox: Address;
  etherPortal: Address;
  erc20Portal: Address;
  erc721Portal: Address;
  erc1155SinglePortal: Address;
  erc1155BatchPortal: Address;
  authorityFactory: Address;
  applicationFactory: Address;
  selfHostedApplicationFactory: Address;
  safeErc20Transfer: Address;
  /** v3 only. */
  quorumFactory?: Address;
  /** v3 only: makes the output builders that pay a USD-like token to withdrawing accounts. */
  usdWithdrawalOutputBuilderFactory?: Address;
  /** 3.0.0-alpha.7 and later: turns a deposit into the output that refunds it, for every application of the factory. */
  refundOutputBuilder?: Address;
};

/**
 * A generation of the rollups contracts: `v2` (npm `@cartesi/rollups@2.2.0`), `v3` (3.0.0-alpha.5,
 * vendored) or `v3-alpha.9` (3.0.0-alpha.9, reassembled from public source and vendored).
 */
export type Generation = "v2" | "v3" | "v3-alpha.9";

export type Clients = {
  publicClient: PublicClient<Transport, Chain>;
  walletClient: WalletClient<Transport, Chain, HDAccount>;
};

/** Deploys through the CREATE2 deployer with a zero salt; a contract already there is kept. */
export async function deployCreate2(
  { publicClient, walletClient }: Clients,
  artifact: Artifact,
  constructorArgs: readonly unknown[] = [],
): Promise<Address> {
  const creationCode = encodeDeployData({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args: constructorArgs,
  } as Parameters<typeof encodeDeployData>[0]);
  const address = getContractAddress({
    opcode: "CREATE2",
    from: create2Deployer,
    salt: zeroHash,
    bytecode: creationCode,
  });
  const code = await publicClient.getCode({ address });
  if (code && code !== "0x") return address;
  const hash = await walletClient.sendTransaction({
    to: create2Deployer,
    data: concatHex([zeroHash, creationCode]),
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`CREATE2 deployment reverted: ${hash}`);
  return address;
}

/** Deploys the Cartesi Rollups v2.2 contracts on their canonical CREATE2 addresses (zero salt). */
export async function deployRollups(clients: Clients): Promise<RollupsAddresses> {
  const inputBox = await deployCreate2(clients, rollupsArtifact("InputBox"));
  const portal = (name: string) => deployCreate2(clients, rollupsArtifact(name), [inputBox]);
  const etherPortal = await portal("EtherPortal");
  const erc20Portal = await portal("ERC20Portal");
  const erc721Portal = await portal("ERC721Portal");
  const erc1155SinglePortal = await portal("ERC1155SinglePortal");
  const erc1155BatchPortal = await portal("ERC1155BatchPortal");
  const authorityFactory = await deployCreate2(clients, rollupsArtifact("AuthorityFactory"));
  const applicationFactory = await deployCreate2(clients, rollupsArtifact("ApplicationFactory"));
  const selfHostedApplicationFactory = await deployCreate2(
    clients,
    rollupsArtifact("SelfHostedApplicationFactory"),
    [authorityFactory, applicationFactory],
  );
  const safeErc20Transfer = await deployCreate2(clients, rollupsArtifact("SafeERC20Transfer"));
  return {
    inputBox,
    etherPortal,
    erc20Portal,
    erc721Portal,
    erc1155SinglePortal,
    erc1155BatchPortal,
    authorityFactory,
    applicationFactory,
    selfHostedApplicationFactory,
    safeErc20Transfer,
  };
}

export type TestTokens = { erc20: Address; erc721: Address; erc1155: Address };

async function deployPlain(
  { publicClient, walletClient }: Clients,
  artifact: Artifact,
  args: readonly unknown[],
): Promise<Address> {
  const hash = await walletClient.deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args,
  } as Parameters<typeof walletClient.deployContract>[0]);
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error(`token deployment failed: ${hash}`);
  return getAddress(receipt.contractAddress);
}

async function send(
  { publicClient, walletClient }: Clients,
  to: Address,
  artifact: Artifact,
  functionName: string,
  args: readonly unknown[],
): Promise<void> {
  const data = encodeFunctionData({ abi: artifact.abi, functionName, args } as Parameters<
    typeof encodeFunctionData
  >[0]);
  const hash = await walletClient.sendTransaction({ to, data });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`${functionName} reverted: ${hash}`);
}

/** Token amounts minted to every test account. */
export const mintedPerAccount = {
  /** ERC-20 `TEST` tokens (18 decimals). */
  erc20: 1_000_000n * 10n ** 18n,
  /** ERC-1155 ids 0 to 4, this many of each. */
  erc1155: 1_000n,
  erc1155Ids: [0n, 1n, 2n, 3n, 4n],
  /** ERC-721 ids per account: account i owns ids 3i, 3i+1 and 3i+2. */
  erc721PerAccount: 3,
} as const;

/** Deploys OpenZeppelin 4.9 preset tokens and mints to every given account. */
export async function deployTestTokens(
  clients: Clients,
  holders: readonly Address[],
): Promise<TestTokens> {
  const erc20Artifact = openZeppelinArtifact("ERC20PresetMinterPauser");
  const erc721Artifact = openZeppelinArtifact("ERC721PresetMinterPauserAutoId");
  const erc1155Artifact = openZeppelinArtifact("ERC1155PresetMinterPauser");
  const erc20 = await deployPlain(clients, erc20Artifact, ["Test Token", "TEST"]);
  const erc721 = await deployPlain(clients, erc721Artifact, ["Test NFT", "TNFT", ""]);
  const erc1155 = await deployPlain(clients, erc1155Artifact, [""]);
  for (const holder of holders) {
    await send(clients, erc20, erc20Artifact, "mint", [holder, mintedPerAccount.erc20]);
    for (let i = 0; i < mintedPerAccount.erc721PerAccount; i++) {
      await send(clients, erc721, erc721Artifact, "mint", [holder]);
    }
    for (const id of mintedPerAccount.erc1155Ids) {
      await send(clients, erc1155, erc1155Artifact, "mint", [
        holder,
        id,
        mintedPerAccount.erc1155,
        "0x",
      ]);
    }
  }
  return { erc20, erc721, erc1155 };
}

/** How a v3 application lets its users withdraw after a foreclosure. */
export type WithdrawalConfig = {
  /** The account that may call `foreclose()`. */
  guardian: Address;
  /** Each account spans 2^this data blocks of 32 bytes in the accounts drive. */
  log2LeavesPerAccount: number;
  /** The accounts drive holds up to 2^this accounts. */
  log2MaxNumOfAccounts: number;
  /** Where the accounts drive sits in the machine's memory tree, counted in drive-sized nodes. */
  accountsDriveStartIndex: bigint;
  /** The contract that turns an account into the output that pays it. */
  withdrawalOutputBuilder: Address;
};

export type ApplicationDeployment = {
  application: Address;
  authority: Address;
  /** The application's owner: the zero address for an ownerless one (self-hosted, from 3.0.0-alpha.7). */
  owner: Address;
  epochLength: bigint;
  templateHash: Hex;
  /** The InputBox the application reads its inputs from. */
  inputBox: Address;
  /**
   * What `getDataAvailability()` returns (an encoded `InputBox(address)` call); up to 3.0.0-alpha.6.
   * From 3.0.0-alpha.7 the application names its InputBox with `getInputBox()` instead.
   */
  dataAvailability?: Hex;
  /** Block in which the application was deployed: inputs before it do not exist. */
  deploymentBlock: bigint;
  generation: Generation;
  /** Blocks a staged claim waits before it can be accepted (v3); 0n on v2, which accepts at once. */
  claimStagingPeriod: bigint;
  /** v3 only. */
  withdrawalConfig?: WithdrawalConfig;
};

/** One generation's contracts and the application deployed with them. */
export type GenerationDeployment = {
  /** The contracts' release, e.g. `3.0.0-alpha.9` ({@link generationReleases}). */
  release: string;
  contracts: RollupsAddresses;
  application: ApplicationDeployment;
};

/** The template hash the local application is deployed with (a real node checks it against its machine). */
export const localTemplateHash = keccak256(toHex("rollups-ts local application"));

/** Deploys a v2.2 application with its own Authority through `SelfHostedApplicationFactory`. */
export async function deployApplication(
  clients: Clients,
  rollups: RollupsAddresses,
  { epochLength, salt = zeroHash }: { epochLength: bigint; salt?: Hex },
): Promise<ApplicationDeployment> {
  const factory = rollupsArtifact("SelfHostedApplicationFactory");
  const owner = clients.walletClient.account.address;
  const dataAvailability = encodeFunctionData({
    abi: rollupsArtifact("DataAvailability").abi,
    functionName: "InputBox",
    args: [rollups.inputBox],
  } as Parameters<typeof encodeFunctionData>[0]);
  const args = [owner, epochLength, owner, localTemplateHash, dataAvailability, salt] as const;
  const hash = await clients.walletClient.sendTransaction({
    to: rollups.selfHostedApplicationFactory,
    data: encodeFunctionData({
      abi: factory.abi,
      functionName: "deployContracts",
      args,
    } as Parameters<typeof encodeFunctionData>[0]),
  });
  const { application, authority, deploymentBlock } = await createdApplication(
    clients,
    hash,
    rollupsArtifact,
  );
  return {
    application,
    authority,
    owner,
    epochLength,
    templateHash: localTemplateHash,
    inputBox: rollups.inputBox,
    dataAvailability,
    deploymentBlock,
    generation: "v2",
    claimStagingPeriod: 0n,
  };
}

/**
 * The application and Authority a `SelfHostedApplicationFactory.deployContracts` transaction
 * created, read from its receipt with the factories' ABIs of the given generation.
 */
export async function createdApplication(
  clients: Clients,
  hash: Hex,
  artifactOf: (name: string) => Artifact,
): Promise<{ application: Address; authority: Address; deploymentBlock: bigint }> {
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`application deployment reverted: ${hash}`);
  const [application] = parseEventLogs({
    abi: artifactOf("ApplicationFactory").abi,
    logs: receipt.logs,
    eventName: "ApplicationCreated",
  }) as unknown as [{ args: { appContract: Address } }];
  const [authority] = parseEventLogs({
    abi: artifactOf("AuthorityFactory").abi,
    logs: receipt.logs,
    eventName: "AuthorityCreated",
  }) as unknown as [{ args: { authority: Address } }];
  return {
    application: getAddress(application.args.appContract),
    authority: getAddress(authority.args.authority),
    deploymentBlock: receipt.blockNumber,
  };
}
