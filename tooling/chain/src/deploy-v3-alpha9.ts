import { encodeFunctionData, isAddressEqual, zeroAddress, zeroHash } from "viem";
import { v3Alpha9Addresses, v3Alpha9Artifact } from "./artifacts.ts";
import {
  type ApplicationDeployment,
  type Clients,
  createdApplication,
  deployCreate2,
  localTemplateHash,
  type RollupsAddresses,
} from "./deploy.ts";
import {
  type ApplicationV3Options,
  defaultClaimStagingPeriod,
  deployWithdrawalOutputBuilder,
  localAccountsDrive,
  localGuardian,
} from "./deploy-v3.ts";

/**
 * Deploys the reassembled Cartesi Rollups 3.0.0-alpha.9 contracts through the CREATE2 deployer with
 * a zero salt, at the addresses of the vendored `addresses.json`. The portals take no InputBox (a
 * deposit goes to the InputBox the application names); the application factory takes the
 * `RefundOutputBuilder` every application it makes refunds deposits with.
 */
export async function deployRollupsV3Alpha9(clients: Clients): Promise<RollupsAddresses> {
  const deploy = (name: string, args: readonly unknown[] = []) =>
    deployCreate2(clients, v3Alpha9Artifact(name), args);
  const inputBox = await deploy("InputBox");
  const etherPortal = await deploy("EtherPortal");
  const erc20Portal = await deploy("Erc20Portal");
  const erc721Portal = await deploy("Erc721Portal");
  const erc1155SinglePortal = await deploy("Erc1155SinglePortal");
  const erc1155BatchPortal = await deploy("Erc1155BatchPortal");
  const safeErc20Transfer = await deploy("SafeErc20Transfer");
  const refundOutputBuilder = await deploy("RefundOutputBuilder", [
    etherPortal,
    erc20Portal,
    erc721Portal,
    erc1155SinglePortal,
    erc1155BatchPortal,
    safeErc20Transfer,
  ]);
  const usdWithdrawalOutputBuilderFactory = await deploy("UsdWithdrawalOutputBuilderFactory", [
    safeErc20Transfer,
  ]);
  const applicationFactory = await deploy("ApplicationFactory", [refundOutputBuilder]);
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
    refundOutputBuilder,
  };
  // The vendored build says where each contract lands; a mismatch means the artifacts changed.
  const expected = v3Alpha9Addresses();
  for (const [key, name] of Object.entries(v3Alpha9ContractNames)) {
    const address = contracts[key as keyof RollupsAddresses]!;
    if (!isAddressEqual(address, expected[name]!))
      throw new Error(
        `3.0.0-alpha.9 ${name} deployed at ${address}, addresses.json says ${expected[name]}`,
      );
  }
  return contracts;
}

/** The contract name in the 3.0.0-alpha.9 build of each `RollupsAddresses` key. */
export const v3Alpha9ContractNames: Record<keyof RollupsAddresses, string> = {
  inputBox: "InputBox",
  etherPortal: "EtherPortal",
  erc20Portal: "Erc20Portal",
  erc721Portal: "Erc721Portal",
  erc1155SinglePortal: "Erc1155SinglePortal",
  erc1155BatchPortal: "Erc1155BatchPortal",
  authorityFactory: "AuthorityFactory",
  applicationFactory: "ApplicationFactory",
  selfHostedApplicationFactory: "SelfHostedApplicationFactory",
  safeErc20Transfer: "SafeErc20Transfer",
  quorumFactory: "QuorumFactory",
  usdWithdrawalOutputBuilderFactory: "UsdWithdrawalOutputBuilderFactory",
  refundOutputBuilder: "RefundOutputBuilder",
};

/**
 * Deploys a 3.0.0-alpha.9 application with its own Authority through that release's
 * `SelfHostedApplicationFactory`, on the release's InputBox, with a claim staging period and a
 * withdrawal configuration. Self-hosted applications of this release have no owner: the factory
 * renounces the ownership it is given.
 */
export async function deployApplicationV3Alpha9(
  clients: Clients,
  rollups: RollupsAddresses,
  options: ApplicationV3Options,
): Promise<ApplicationDeployment> {
  const { epochLength, salt = zeroHash } = options;
  const claimStagingPeriod = options.claimStagingPeriod ?? defaultClaimStagingPeriod;
  let withdrawalConfig = options.withdrawalConfig;
  if (!withdrawalConfig) {
    if (!options.token)
      throw new TypeError("deployApplicationV3Alpha9: give withdrawalConfig or token");
    withdrawalConfig = {
      guardian: localGuardian,
      ...localAccountsDrive,
      withdrawalOutputBuilder: await deployWithdrawalOutputBuilder(
        clients,
        rollups,
        options.token,
        v3Alpha9Artifact,
      ),
    };
  }
  const authorityOwner = clients.walletClient.account.address;
  const hash = await clients.walletClient.sendTransaction({
    to: rollups.selfHostedApplicationFactory,
    data: encodeFunctionData({
      abi: v3Alpha9Artifact("SelfHostedApplicationFactory").abi,
      functionName: "deployContracts",
      args: [
        authorityOwner,
        epochLength,
        claimStagingPeriod,
        localTemplateHash,
        rollups.inputBox,
        withdrawalConfig,
        salt,
      ],
    }),
  });
  const { application, authority, deploymentBlock } = await createdApplication(
    clients,
    hash,
    v3Alpha9Artifact,
  );
  return {
    application,
    authority,
    owner: zeroAddress,
    epochLength,
    templateHash: localTemplateHash,
    inputBox: rollups.inputBox,
    deploymentBlock,
    generation: "v3-alpha.9",
    claimStagingPeriod,
    withdrawalConfig,
  };
}
