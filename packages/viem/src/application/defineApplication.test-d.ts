import {
  type Address,
  type Chain,
  type Client,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseAbiParameters,
  type Transport,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { mainnet } from "viem/chains";
import { expectTypeOf, test } from "vitest";
import { z } from "zod";
import { addInput } from "../actions/l1/addInput.js";
import { inspect } from "../actions/l2/inspect.js";
import { listNotices } from "../actions/l2/listNotices.js";
import { listVouchers } from "../actions/l2/listVouchers.js";
import { createCartesiPublicClient } from "../clients/createCartesiPublicClient.js";
import { walletActionsL1 } from "../decorators/walletActionsL1.js";
import {
  type ApplicationInput,
  type ApplicationInspectReport,
  type ApplicationNotice,
  type ApplicationReport,
  type ApplicationVoucher,
  defineApplication,
} from "./defineApplication.js";
import { json, text } from "./messages.js";

const address = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
const game = defineApplication({
  address,
  inputs: parseAbi(["function move(uint8 square)", "function resign()"]),
  outputs: { notices: json<{ winner: Address }>(), vouchers: erc20Abi },
  reports: parseAbiParameters("address player, uint256 score"),
  inspect: { request: text(), reports: json(z.object({ board: z.array(z.number()) })) },
});

const account = privateKeyToAccount(
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
);
const walletClient = createWalletClient({ chain: mainnet, transport: http(), account });
const nodeClient = createCartesiPublicClient({ transport: http("http://127.0.0.1:6751/rpc") });

test("each kind of message gets the type its description gives, with no annotation", () => {
  expectTypeOf<ApplicationInput<typeof game>>().toEqualTypeOf<
    | { functionName: "move"; args: readonly [number] }
    | { functionName: "resign"; args: readonly [] }
  >();
  expectTypeOf<ApplicationNotice<typeof game>>().toEqualTypeOf<{ winner: Address }>();
  // A voucher's payload is a call of the token's functions, or none (Ether only).
  expectTypeOf<{ functionName: "transfer"; args: readonly [Address, bigint] }>().toExtend<
    ApplicationVoucher<typeof game>
  >();
  expectTypeOf<undefined>().toExtend<ApplicationVoucher<typeof game>>();
  expectTypeOf<ApplicationReport<typeof game>>().toEqualTypeOf<readonly [Address, bigint]>();
  expectTypeOf<ApplicationInspectReport<typeof game>>().toEqualTypeOf<{ board: number[] }>();
  // What is not described stays bytes.
  expectTypeOf(defineApplication({}).decodeReport("0x")).toEqualTypeOf<Hex>();
  const output = game.decodeOutput("0x");
  if (output.type === "notice") expectTypeOf(output.decodedPayload.winner).toEqualTypeOf<Address>();
});

test("addInput takes the input typed by the definition; a wrong one is a compile error", () => {
  expectTypeOf(
    addInput(walletClient, { application: game, input: { functionName: "move", args: [4] } }),
  ).resolves.toEqualTypeOf<Hex>();
  const decorated = walletClient.extend(walletActionsL1());
  decorated.addInput({ application: game, input: { functionName: "resign", args: [] } });
  // @ts-expect-error the square is a uint8: a number, not a string
  addInput(walletClient, { application: game, input: { functionName: "move", args: ["4"] } });
  // @ts-expect-error the application has no function `jump`
  decorated.addInput({ application: game, input: { functionName: "jump", args: [] } });
  // @ts-expect-error a definition takes `input`, not a raw payload
  addInput(walletClient, { application: game, payload: "0x01" });
  // The untyped form is unchanged.
  addInput(walletClient, { application: address, payload: "0x01" });
  // @ts-expect-error an address takes a payload, not an input
  addInput(walletClient, { application: address, input: { functionName: "resign", args: [] } });
  const noChain = {} as Client<Transport, Chain | undefined, typeof account>;
  // @ts-expect-error the client has no chain: `chain` is required, typed or not
  addInput(noChain, { application: game, input: { functionName: "resign", args: [] } });
});

test("notices and vouchers are listed with their payloads decoded, typed", async () => {
  const notices = await listNotices(nodeClient, { application: game, inputIndex: 0n });
  expectTypeOf(notices.data[0]!.decodedPayload).toEqualTypeOf<{ winner: Address }>();
  const vouchers = await nodeClient.listVouchers({ application: game, voucherAddress: address });
  const voucher = vouchers.data[0]!.decodedPayload;
  if (voucher?.functionName === "transfer")
    expectTypeOf(voucher.args).toEqualTypeOf<readonly [Address, bigint]>();
  // By address or name, the payloads are bytes.
  const raw = await listVouchers(nodeClient, { application: "echo" });
  expectTypeOf(raw.data[0]!.decodedPayload).toEqualTypeOf<Hex | undefined>();
  // @ts-expect-error notices have no destination to filter by
  listNotices(nodeClient, { application: game, voucherAddress: address });
});

test("inspect takes the typed request and returns typed reports", async () => {
  const answer = await inspect(nodeClient, { application: game, request: "board" });
  expectTypeOf(answer.decodedReports).toEqualTypeOf<{ board: number[] }[]>();
  expectTypeOf(answer.reports).toEqualTypeOf<Hex[]>();
  const viaClient = await nodeClient.inspect({ application: game, request: "board" });
  expectTypeOf(viaClient.decodedReports).toEqualTypeOf<{ board: number[] }[]>();
  // @ts-expect-error the request is text, not bytes
  inspect(nodeClient, { application: game, request: new Uint8Array([1]) });
});
