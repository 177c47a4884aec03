import type { Address, Hex } from "viem";
import { erc20Abi } from "viem";
import { defineApplication } from "../src/application/defineApplication.js";
import { json, text } from "../src/application/messages.js";

/** A command of the devnet's test application, as its JSON reads (see the devnet's README). */
export type TestCommand = {
  notices?: Hex[];
  vouchers?: { destination: Address; value?: Hex; payload?: Hex }[];
  delegateCallVouchers?: { destination: Address; payload?: Hex }[];
  reports?: Hex[];
  status?: string;
};

/**
 * The devnet's test application, typed: it takes commands, and here its notices and reports are
 * text and its vouchers call ERC-20 tokens; it answers an inspect with the request as one report.
 */
export const testApplication = (address: Address) =>
  defineApplication({
    address,
    inputs: json<TestCommand>(),
    outputs: { notices: text(), vouchers: erc20Abi },
    reports: text(),
    inspect: { request: text(), reports: text() },
  });
