import { isolate } from "@cartesi/local-devnet/test";
import { encodePacked, erc20Abi, getAddress } from "viem";
import { expect, test } from "vitest";
import { minedInput, revertOf, testClients } from "../../../test/l1.js";
import { depositERC20Tokens } from "./depositERC20Tokens.js";

const { info, publicClient, walletClient, localAccount, approve, deployment } = testClients();
const application = info.application.application;
const token = info.tokens.erc20;
isolate(publicClient, { each: true });

const balanceOf = (address: `0x${string}`) =>
  publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [address],
  });

test("moves the tokens to the application and tells it which, from whom and how many", async () => {
  await approve(token, info.contracts.erc20Portal, 1_000n);
  const before = await balanceOf(application);
  const hash = await depositERC20Tokens(walletClient, {
    deployment,
    token,
    application,
    amount: 1_000n,
    execLayerData: "0x0102",
  });
  const input = await minedInput(publicClient, hash);
  expect(await balanceOf(application)).toBe(before + 1_000n);
  expect(input.msgSender).toBe(getAddress(info.contracts.erc20Portal));
  expect(input.payload).toBe(
    encodePacked(
      ["address", "address", "uint256", "bytes"],
      [token, localAccount.address, 1_000n, "0x0102"],
    ),
  );
});

test("a bigint gas is the transaction's gas limit", async () => {
  await approve(token, info.contracts.erc20Portal, 1n);
  const hash = await depositERC20Tokens(walletClient, {
    deployment,
    token,
    application,
    amount: 1n,
    gas: 200_000n,
  });
  expect((await minedInput(publicClient, hash)).transaction.gas).toBe(200_000n);
});

test("without an allowance, the token's own revert comes back decoded", async () => {
  const error = await depositERC20Tokens(walletClient, {
    deployment,
    token,
    application,
    amount: 1n,
  }).catch((e: unknown) => e);
  // The local test token is an OpenZeppelin 4.9 token: it reverts with a string.
  expect(revertOf(error)).toEqual({ errorName: "Error", args: ["ERC20: insufficient allowance"] });
});
