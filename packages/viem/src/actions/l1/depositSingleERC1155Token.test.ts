import { isolate } from "@cartesi/local-devnet/test";
import { encodeAbiParameters, encodePacked, erc1155Abi, getAddress } from "viem";
import { expect, test } from "vitest";
import { minedInput, revertOf, testClients } from "../../../test/l1.js";
import { depositSingleERC1155Token } from "./depositSingleERC1155Token.js";

const { info, publicClient, walletClient, localAccount, approveAll, deployment } = testClients();
const application = info.application.application;
const token = info.tokens.erc1155;
isolate(publicClient, { each: true });

const balanceOf = (address: `0x${string}`, id: bigint) =>
  publicClient.readContract({
    address: token,
    abi: erc1155Abi,
    functionName: "balanceOf",
    args: [address, id],
  });

test("moves value tokens of one id to the application and describes them in the input", async () => {
  await approveAll(token, info.contracts.erc1155SinglePortal);
  const hash = await depositSingleERC1155Token(walletClient, {
    deployment,
    token,
    application,
    tokenId: 2n,
    value: 7n,
    execLayerData: "0x99",
    gas: 300_000n,
  });
  const input = await minedInput(publicClient, hash);
  expect(input.transaction.gas).toBe(300_000n);
  expect(await balanceOf(application, 2n)).toBe(7n);
  expect(input.msgSender).toBe(getAddress(info.contracts.erc1155SinglePortal));
  expect(input.payload).toBe(
    encodePacked(
      ["address", "address", "uint256", "uint256", "bytes"],
      [
        token,
        localAccount.address,
        2n,
        7n,
        encodeAbiParameters([{ type: "bytes" }, { type: "bytes" }], ["0x", "0x99"]),
      ],
    ),
  );
});

test("without approval, the token's revert comes back decoded", async () => {
  const error = await depositSingleERC1155Token(walletClient, {
    deployment,
    token,
    application,
    tokenId: 2n,
    value: 1n,
  }).catch((e: unknown) => e);
  expect(revertOf(error)).toEqual({
    errorName: "Error",
    args: ["ERC1155: caller is not token owner or approved"],
  });
});
