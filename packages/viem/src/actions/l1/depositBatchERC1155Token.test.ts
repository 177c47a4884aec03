import { isolate } from "@cartesi/local-devnet/test";
import { encodeAbiParameters, encodePacked, erc1155Abi, getAddress } from "viem";
import { expect, test } from "vitest";
import { minedInput, revertOf, testClients } from "../../../test/l1.js";
import { InvalidParameterError } from "../../errors/parameter.js";
import { depositBatchERC1155Token } from "./depositBatchERC1155Token.js";

const { info, requests, publicClient, walletClient, localAccount, approveAll, deployment } =
  testClients();
const application = info.application.application;
const token = info.tokens.erc1155;
isolate(publicClient, { each: true });

test("moves the tokens of every id to the application and lists them in the input", async () => {
  await approveAll(token, info.contracts.erc1155BatchPortal);
  const tokenIds = [0n, 3n];
  const values = [10n, 20n];
  const hash = await depositBatchERC1155Token(walletClient, {
    deployment,
    token,
    application,
    tokenIds,
    values,
    baseLayerData: "0x01",
    gas: 400_000n,
  });
  const input = await minedInput(publicClient, hash);
  expect(input.transaction.gas).toBe(400_000n);
  const balances = await publicClient.readContract({
    address: token,
    abi: erc1155Abi,
    functionName: "balanceOfBatch",
    args: [[application, application], tokenIds],
  });
  expect(balances).toEqual(values);
  expect(input.msgSender).toBe(getAddress(info.contracts.erc1155BatchPortal));
  expect(input.payload).toBe(
    encodePacked(
      ["address", "address", "bytes"],
      [
        token,
        localAccount.address,
        encodeAbiParameters(
          [{ type: "uint256[]" }, { type: "uint256[]" }, { type: "bytes" }, { type: "bytes" }],
          [tokenIds, values, "0x01", "0x"],
        ),
      ],
    ),
  );
});

test("lists of different lengths are refused before any request", async () => {
  requests.length = 0;
  const error = await depositBatchERC1155Token(walletClient, {
    deployment,
    token,
    application,
    tokenIds: [0n, 1n],
    values: [1n],
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InvalidParameterError);
  expect((error as InvalidParameterError).parameter).toBe("values");
  expect((error as InvalidParameterError).shortMessage).toContain("as many as `tokenIds` (2)");
  expect(requests).toEqual([]);
});

test("more tokens than the sender holds: the token's revert comes back decoded", async () => {
  await approveAll(token, info.contracts.erc1155BatchPortal);
  const error = await depositBatchERC1155Token(walletClient, {
    deployment,
    token,
    application,
    tokenIds: [1n],
    values: [1_001n],
  }).catch((e: unknown) => e);
  expect(revertOf(error)).toEqual({
    errorName: "Error",
    args: ["ERC1155: insufficient balance for transfer"],
  });
});
