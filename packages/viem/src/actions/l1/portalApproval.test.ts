import { isolate } from "@cartesi/local-devnet/test";
import { expect, test } from "vitest";
import { testClients } from "../../../test/l1.js";
import { DeploymentMismatchError } from "../../errors/deployment.js";
import { approvePortal } from "./approvePortal.js";
import { depositERC20Tokens } from "./depositERC20Tokens.js";
import { getPortalAllowance } from "./getPortalAllowance.js";
import { getPortalApproval } from "./getPortalApproval.js";

const { info, publicClient, walletClient, localAccount, deployment } = testClients();
const application = info.application.application;
const owner = localAccount.address;
const { erc20, erc721, erc1155 } = info.tokens;
isolate(publicClient, { each: true });

const mined = async (hash: `0x${string}`) => {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  return receipt;
};

test("approvePortal lets the deployment's ERC-20 portal take the amount, and getPortalAllowance reads it", async () => {
  const read = { deployment, token: erc20, application, owner };
  expect(await getPortalAllowance(publicClient, read)).toBe(0n);
  const receipt = await mined(
    await approvePortal(walletClient, {
      deployment,
      standard: "erc20",
      token: erc20,
      application,
      amount: 700n,
    }),
  );
  // The approval went to the token, naming the portal the deposit uses.
  expect(receipt.to?.toLowerCase()).toBe(erc20.toLowerCase());
  expect(await getPortalAllowance(publicClient, read)).toBe(700n);
  expect(
    await getPortalAllowance(publicClient, { ...read, portalAddress: info.contracts.erc20Portal }),
  ).toBe(700n);
  await mined(
    await depositERC20Tokens(walletClient, { deployment, token: erc20, application, amount: 700n }),
  );
  expect(await getPortalAllowance(publicClient, read)).toBe(0n);
});

test("an ERC-721 token, one or all, and the ERC-1155 portals, each apart", async () => {
  const read = { deployment, application, owner };
  expect(
    await getPortalApproval(publicClient, {
      ...read,
      standard: "erc721",
      token: erc721,
      tokenId: 4n,
    }),
  ).toBe(false);
  await mined(
    await approvePortal(walletClient, {
      deployment,
      standard: "erc721",
      token: erc721,
      application,
      tokenId: 4n,
    }),
  );
  expect(
    await getPortalApproval(publicClient, {
      ...read,
      standard: "erc721",
      token: erc721,
      tokenId: 4n,
    }),
  ).toBe(true);
  // One token approved is not all of them.
  expect(
    await getPortalApproval(publicClient, { ...read, standard: "erc721", token: erc721 }),
  ).toBe(false);
  await mined(
    await approvePortal(walletClient, {
      deployment,
      standard: "erc721",
      token: erc721,
      application,
    }),
  );
  expect(
    await getPortalApproval(publicClient, { ...read, standard: "erc721", token: erc721 }),
  ).toBe(true);

  await mined(
    await approvePortal(walletClient, {
      deployment,
      standard: "erc1155",
      token: erc1155,
      application,
      batch: true,
    }),
  );
  expect(
    await getPortalApproval(publicClient, {
      ...read,
      standard: "erc1155",
      token: erc1155,
      batch: true,
    }),
  ).toBe(true);
  expect(
    await getPortalApproval(publicClient, { ...read, standard: "erc1155", token: erc1155 }),
  ).toBe(false);
});

test("a portal of another deployment is refused before anything is sent", async () => {
  const nonce = () => publicClient.getTransactionCount({ address: owner });
  const before = await nonce();
  const error = await approvePortal(walletClient, {
    deployment,
    standard: "erc20",
    token: erc20,
    application,
    amount: 1n,
    // The ERC-20 portal of the chain's other generation, whose InputBox the application does not read.
    portalAddress: (info.generation === "v2" ? info.generations.v3 : info.generations.v2)!.contracts
      .erc20Portal,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeploymentMismatchError);
  expect(await nonce()).toBe(before);
});
