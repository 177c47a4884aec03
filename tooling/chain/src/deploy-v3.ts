import { type Address, encodeFunctionData, type Hex, isAddressEqual, zeroHash } from "viem";
import { testAccounts } from "./accounts.ts";
import { type Artifact, v3Addresses, v3Artifact } from "./artifacts.ts";
import {
  type ApplicationDeployment,
  type Clients,
  createdApplication,
  deployCreate2,
  localTemplateHash,
  type RollupsAddresses,
  type WithdrawalConfig,
} from "./deploy.ts";

/**
 * Deploys the Cartesi Rollups v3 contracts (3.0.0-alpha.5) through the CREATE2 deployer with a
 * zero salt, at the addresses of the vendored `addresses.json`.
 */
export async function deployRollupsV3(clients: Clients): Promise<RollupsAddresses> {
  const deploy = (name: string, args: readonly unknown[] = []) =>
    deployCreate2(clients, v3Artifact(name), args);
  const inputBox = await deploy("InputBox");
  const etherPortal = await deploy("EtherPortal", [inputBox]);
  const erc20Portal = await deploy("ERC20Portal", [inputBox]);
  const erc721Portal = await deploy("ERC721Portal", [inputBox]);
  const erc1155SinglePortal = await deploy("ERC1155SinglePortal", [inputBox]);
  const erc1155BatchPortal = await deploy("ERC1155BatchPortal", [inputBox]);
  const safeErc20Transfer = await deploy("SafeERC20Transfer");
  const usdWithdrawalOutputBuilderFactory = await deploy("UsdWithdrawalOutputBuilderFactory", [
    safeErc20Transfer,
  ]);
  const applicationFactory = await deploy("ApplicationFactory");
  const authorityFactory = await deploy("AuthorityFactory");
  const quorumFactory = await deploy("QuorumFactory");
  const selfHostedApplicationFactory = await deploy("SelfHostedApplicationFactory", [
    authorityFactory,
    applicationFactory,
  ]);
  const contracts: RollupsAddresses = {
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
    quorumFactory,
    usdWithdrawalOutputBuilderFactory,
  };
  // The vendored build says where each contract lands; a mismatch means the artifacts changed.
  const expected = v3Addresses();
  for (const [key, name] of Object.entries(v3ContractNames)) {
    const address = contracts[key as keyof RollupsAddresses]!;
    if (!isAddressEqual(address, expected[name]!))
      throw new Error(`v3 ${name} deployed at ${address}, addresses.json says ${expected[name]}`);
  }
  return contracts;
}

/** The contract name in the v3 build of each `RollupsAddresses` key. */
const v3ContractNames: Record<Exclude<keyof RollupsAddresses, "refundOutputBuilder">, string> = {
  inputBox: "InputBox",
  etherPortal: "EtherPortal",
  erc20Portal: "ERC20Portal",
  erc721Portal: "ERC721Portal",
  erc1155SinglePortal: "ERC1155SinglePortal",
  erc1155BatchPortal: "ERC1155BatchPortal",
  authorityFactory: "AuthorityFactory",
  applicationFactory: "ApplicationFactory",
  selfHostedApplicationFactory: "SelfHostedApplicationFactory",
  safeErc20Transfer: "SafeERC20Transfer",
  quorumFactory: "QuorumFactory",
  usdWithdrawalOutputBuilderFactory: "UsdWithdrawalOutputBuilderFactory",
};

/** Blocks a staged claim of the local v3 application waits before the node accepts it. */
export const defaultClaimStagingPeriod = 2n;

/**
 * The guardian of the local v3 application: anvil's last test account (9), which no test uses as
 * its wallet by default (account 0 deploys and claims, account 1 sends inputs).
 */
export const localGuardian: Address = testAccounts[testAccounts.length - 1]!.address;

/**
 * The accounts drive of the local v3 application, laid out so that the machine can keep each
 * depositor's balance in it and a foreclosed application can pay everyone back:
 * - an account is one 32-byte data block (`log2LeavesPerAccount` 0): the 28 bytes a
 *   `UsdWithdrawalOutputBuilder` reads: on 3.0.0-alpha.5 an 8-byte little-endian balance then the
 *   20-byte address (and 4 bytes of padding); from 3.0.0-alpha.7 a 12-byte little-endian balance then
 *   the 20-byte address, exactly 32 bytes;
 * - up to 2^16 accounts (`log2MaxNumOfAccounts` 16), so the drive spans 2^(5+0+16) bytes = 2 MiB;
 * - the drive starts at address 0x90000000000000, where a Cartesi machine maps its second flash
 *   drive (the root file system is the first, at 0x80000000000000), far from the TX buffer
 *   (0x60800000) whose first block holds the outputs Merkle root. The start index counts
 *   drive-sized nodes: 0x90000000000000 >> 21 = 0x480000000.
 */
export const localAccountsDrive = {
  log2LeavesPerAccount: 0,
  log2MaxNumOfAccounts: 16,
  accountsDriveStartIndex: 0x90000000000000n >> 21n,
} as const;

/**
 * The withdrawal output builder of the local v3 application: a `UsdWithdrawalOutputBuilder` for
 * `token` (a withdrawal pays the account's balance in it, through `SafeERC20Transfer`), made by the
 * factory of the generation `artifactOf` reads (v3 by default) with a zero salt. Balances are in the
 * token's base units: uint64 on 3.0.0-alpha.5, uint96 from 3.0.0-alpha.7.
 */
export async function deployWithdrawalOutputBuilder(
  clients: Clients,
  rollups: RollupsAddresses,
  token: Address,
  artifactOf: (name: string) => Artifact = v3Artifact,
): Promise<Address> {
  const factoryAddress = rollups.usdWithdrawalOutputBuilderFactory;
  if (!factoryAddress) throw new Error("deployWithdrawalOutputBuilder: v3 contracts expected");
  const abi = artifactOf("UsdWithdrawalOutputBuilderFactory").abi;
  const address = (await clients.publicClient.readContract({
    address: factoryAddress,
    abi,
    functionName: "calculateUsdWithdrawalOutputBuilderAddress",
    args: [token, zeroHash],
  })) as Address;
  const code = await clients.publicClient.getCode({ address });
  if (code && code !== "0x") return address;
  const hash = await clients.walletClient.sendTransaction({
    to: factoryAddress,
    data: encodeFunctionData({
      abi,
      functionName: "newUsdWithdrawalOutputBuilder",
      args: [token, zeroHash],
    }),
  });
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`output builder deployment reverted: ${hash}`);
  return address;
}

export type ApplicationV3Options = {
  epochLength: bigint;
  /** Default {@link defaultClaimStagingPeriod}. */
  claimStagingPeriod?: bigint;
  /** Default: guardian {@link localGuardian}, the {@link localAccountsDrive} layout, and a builder paying `token`. */
  withdrawalConfig?: WithdrawalConfig;
  /** The token withdrawals pay when `withdrawalConfig` is not given. */
  token?: Address;
  salt?: Hex;
};

/**
 * Deploys a v3 application with its own Authority through the v3 `SelfHostedApplicationFactory`,
 * with a claim staging period and a withdrawal configuration.
 */
export async function deployApplicationV3(
  clients: Clients,
  rollups: RollupsAddresses,
  options: ApplicationV3Options,
): Promise<ApplicationDeployment> {
  const { epochLength, salt = zeroHash } = options;
  const claimStagingPeriod = options.claimStagingPeriod ?? defaultClaimStagingPeriod;
  let withdrawalConfig = options.withdrawalConfig;
  if (!withdrawalConfig) {
    if (!options.token) throw new TypeError("deployApplicationV3: give withdrawalConfig or token");
    withdrawalConfig = {
      guardian: localGuardian,
      ...localAccountsDrive,
      withdrawalOutputBuilder: await deployWithdrawalOutputBuilder(clients, rollups, options.token),
    };
  }
  const owner = clients.walletClient.account.address;
  const dataAvailability = encodeFunctionData({
    abi: v3Artifact("DataAvailability").abi,
    functionName: "InputBox",
    args: [rollups.inputBox],
  });
  const hash = await clients.walletClient.sendTransaction({
    to: rollups.selfHostedApplicationFactory,
    data: encodeFunctionData({
      abi: v3Artifact("SelfHostedApplicationFactory").abi,
      functionName: "deployContracts",
      args: [
        owner,
        epochLength,
        claimStagingPeriod,
        owner,
        localTemplateHash,
        dataAvailability,
        withdrawalConfig,
        salt,
      ],
    }),
  });
  const { application, authority, deploymentBlock } = await createdApplication(
    clients,
    hash,
    v3Artifact,
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
    generation: "v3",
    claimStagingPeriod,
    withdrawalConfig,
  };
}
