import { isolate } from "@cartesi/local-devnet/test";
import { encodeAbiParameters, encodePacked, erc721Abi, getAddress } from "viem";
import { expect, test } from "vitest";
import { minedInput, revertOf, testClients } from "../../../test/l1.js";
import { depositERC721Token } from "./depositERC721Token.js";

const { info, publicClient, walletClient, localAccount, approve, deployment } = testClients();
const application = info.application.application;
const token = info.tokens.erc721;
// Test account 1 owns ids 3, 4 and 5.
const tokenId = 4n;
isolate(publicClient, { each: true });

test("gives the token to the application and tells it which, from whom, with both data", async () => {
  await approve(token, info.contracts.erc721Portal, tokenId);
  const hash = await depositERC721Token(walletClient, {
    deployment,
    token,
    application,
    tokenId,
    baseLayerData: "0xaa",
    execLayerData: "0xbbbb",
  });
  const input = await minedInput(publicClient, hash);
  const owner = await publicClient.readContract({
    address: token,
    abi: erc721Abi,
    functionName: "ownerOf",
    args: [tokenId],
  });
  expect(owner).toBe(getAddress(application));
  expect(input.msgSender).toBe(getAddress(info.contracts.erc721Portal));
  expect(input.payload).toBe(
    encodePacked(
      ["address", "address", "uint256", "bytes"],
      [
        token,
        localAccount.address,
        tokenId,
        encodeAbiParameters([{ type: "bytes" }, { type: "bytes" }], ["0xaa", "0xbbbb"]),
      ],
    ),
  );
});

test("baseLayerData and execLayerData default to empty", async () => {
  await approve(token, info.contracts.erc721Portal, tokenId);
  const input = await minedInput(
    publicClient,
    await depositERC721Token(walletClient, {
      deployment,
      token,
      application,
      tokenId,
      gas: 250_000n,
    }),
  );
  expect(input.transaction.gas).toBe(250_000n);
  expect(
    input.payload.endsWith(
      encodeAbiParameters([{ type: "bytes" }, { type: "bytes" }], ["0x", "0x"]).slice(2),
    ),
  ).toBe(true);
});

test("a token the sender does not own fails with the token's revert, decoded", async () => {
  const error = await depositERC721Token(walletClient, {
    deployment,
    token,
    application,
    tokenId: 0n,
  }).catch((e: unknown) => e);
  expect(revertOf(error)).toEqual({
    errorName: "Error",
    args: ["ERC721: caller is not token owner or approved"],
  });
});
