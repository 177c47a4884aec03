import type { Account, Chain, Client, Hash, Transport } from "viem";
import { expectTypeOf, test } from "vitest";
import type { Output } from "../../types/output.js";
import { depositBatchERC1155Token } from "./depositBatchERC1155Token.js";
import { depositERC20Tokens } from "./depositERC20Tokens.js";
import { depositERC721Token } from "./depositERC721Token.js";
import { depositEther } from "./depositEther.js";
import { depositSingleERC1155Token } from "./depositSingleERC1155Token.js";
import { estimateExecuteOutputGas } from "./estimateExecuteOutputGas.js";
import { executeOutput } from "./executeOutput.js";
import { validateOutput } from "./validateOutput.js";

const client = {} as Client<Transport, Chain, Account>;
const application = "0x0000000000000000000000000000000000000001";
const token = "0x0000000000000000000000000000000000000002";

test("deposits take the parameters of their portal and return a transaction hash", () => {
  expectTypeOf(depositEther(client, { application, value: 1n })).resolves.toEqualTypeOf<Hash>();
  expectTypeOf(
    depositERC20Tokens(client, { token, application, amount: 1n }),
  ).resolves.toEqualTypeOf<Hash>();
  expectTypeOf(
    depositERC721Token(client, { token, application, tokenId: 1n }),
  ).resolves.toEqualTypeOf<Hash>();
  expectTypeOf(
    depositSingleERC1155Token(client, { token, application, tokenId: 1n, value: 1n }),
  ).resolves.toEqualTypeOf<Hash>();
  expectTypeOf(
    depositBatchERC1155Token(client, { token, application, tokenIds: [1n], values: [1n] }),
  ).resolves.toEqualTypeOf<Hash>();
});

test("required amounts cannot be left out", () => {
  // @ts-expect-error an Ether deposit needs its value
  depositEther(client, { application });
  // @ts-expect-error an ERC-20 deposit is counted in `amount`
  depositERC20Tokens(client, { token, application, value: 1n });
  // @ts-expect-error a single ERC-1155 deposit needs the number of tokens
  depositSingleERC1155Token(client, { token, application, tokenId: 1n });
});

test("outputs are executed and validated as the read actions return them", () => {
  const output = {} as Output;
  expectTypeOf(executeOutput(client, { application, output })).resolves.toEqualTypeOf<Hash>();
  expectTypeOf(
    estimateExecuteOutputGas(client, { application, output }),
  ).resolves.toEqualTypeOf<bigint>();
  expectTypeOf(validateOutput(client, { application, output })).resolves.toEqualTypeOf<boolean>();
  // @ts-expect-error validateOutput sends nothing, so it takes no gas
  validateOutput(client, { application, output, gas: 1n });
});
