import {
  type Account,
  type Chain,
  type Client,
  createWalletClient,
  type Hash,
  http,
  type Transport,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { mainnet } from "viem/chains";
import { expectTypeOf, test } from "vitest";
import { type AddInputParameters, addInput } from "./addInput.js";
import { estimateAddInputGas } from "./estimateAddInputGas.js";

const account = privateKeyToAccount(
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
);
const application = "0x0000000000000000000000000000000000000001";

test("returns a transaction hash; the estimate returns a bigint", () => {
  const client = createWalletClient({ chain: mainnet, transport: http(), account });
  expectTypeOf(addInput(client, { application, payload: "0x" })).resolves.toEqualTypeOf<Hash>();
  expectTypeOf(
    estimateAddInputGas(client, { application, payload: "0x" }),
  ).resolves.toEqualTypeOf<bigint>();
});

test("account is required only when the client has none", () => {
  const withAccount = createWalletClient({ chain: mainnet, transport: http(), account });
  addInput(withAccount, { application, payload: "0x" });
  const withoutAccount = createWalletClient({ chain: mainnet, transport: http() });
  // @ts-expect-error the client has no account, so the action needs one
  addInput(withoutAccount, { application, payload: "0x" });
  addInput(withoutAccount, { account: account.address, application, payload: "0x" });
  addInput(withoutAccount, { account, application, payload: "0x" });
});

test("chain is required only when the client has none", () => {
  const withoutChain = createWalletClient({ transport: http(), account });
  // @ts-expect-error the client has no chain, so the action needs one (or null)
  addInput(withoutChain, { application, payload: "0x" });
  addInput(withoutChain, { chain: mainnet, application, payload: "0x" });
  addInput(withoutChain, { chain: null, application, payload: "0x" });
});

test("gas is a bigint, null or omitted", () => {
  expectTypeOf<AddInputParameters<Chain, Account>["gas"]>().toEqualTypeOf<
    bigint | null | undefined
  >();
  const client = createWalletClient({ chain: mainnet, transport: http(), account });
  // @ts-expect-error gas is a bigint, not a number
  addInput(client, { application, payload: "0x", gas: 100_000 });
});

test("payload and application are hex and an address", () => {
  const client = {} as Client<Transport, Chain, Account>;
  // @ts-expect-error the payload is hex, not a string
  addInput(client, { application, payload: "hello" });
  // @ts-expect-error the application is an address
  addInput(client, { application: "app", payload: "0x" });
});
