import { v3Addresses } from "@rollups-ts/chain";
import { type Address, encodePacked, type Hex, parseEther, toHex } from "viem";
import { describe, expect, test } from "vitest";
import {
  type AdvanceInput,
  etherPortalAddress,
  parseTestCommand,
  testApplication,
  testCommand,
  v3EtherPortalAddress,
} from "./handler.ts";

const destination: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const input = (payload: Hex): AdvanceInput => ({
  chainId: 31337n,
  application: destination,
  sender: destination,
  blockNumber: 1n,
  blockTimestamp: 2n,
  prevRandao: 3n,
  index: 0n,
  payload,
});
const context = { applicationName: "echo", epochIndex: 0n, outputIndex: 0n };

describe("testApplication", () => {
  test("echoes a payload that is not a command as one notice and one report", async () => {
    for (const payload of [
      toHex("hello"),
      "0xff00" as Hex,
      "0x" as Hex,
      toHex('{"other":1}'),
      toHex("[1]"),
    ])
      expect(await testApplication(input(payload), context)).toStrictEqual({
        status: "ACCEPTED",
        notices: [payload],
        reports: [payload],
      });
  });

  test("emits exactly what a command lists", async () => {
    const payload = toHex(
      JSON.stringify({
        notices: ["0x01"],
        vouchers: [
          { destination: destination.toLowerCase(), value: "0xde0b6b3a7640000", payload: "0xabcd" },
        ],
        delegateCallVouchers: [{ destination, payload: "0x02" }],
        reports: ["0x03", "0x"],
        status: "REJECTED",
      }),
    );
    expect(await testApplication(input(payload), context)).toStrictEqual({
      status: "REJECTED",
      notices: ["0x01"],
      vouchers: [{ destination, value: 10n ** 18n, payload: "0xabcd" }],
      delegateCallVouchers: [{ destination, payload: "0x02" }],
      reports: ["0x03", "0x"],
    });
  });

  test("a deposit through the v3 EtherPortal carries its command the same way", async () => {
    expect(v3EtherPortalAddress).toBe(v3Addresses().EtherPortal);
    const command = testCommand({ notices: ["0x01"] });
    const deposit: AdvanceInput = {
      ...input(encodePacked(["address", "uint256", "bytes"], [destination, 1n, command])),
      sender: v3EtherPortalAddress,
    };
    expect(await testApplication(deposit, context)).toMatchObject({ notices: ["0x01"] });
  });

  test("an Ether deposit's command is its execLayerData; without one the deposit is echoed", async () => {
    const command = testCommand({ vouchers: [{ destination, value: parseEther("1") }] });
    const deposit = (execLayerData: Hex): AdvanceInput => ({
      ...input(
        encodePacked(
          ["address", "uint256", "bytes"],
          [destination, parseEther("1"), execLayerData],
        ),
      ),
      sender: etherPortalAddress,
    });
    expect(await testApplication(deposit(command), context)).toMatchObject({
      status: "ACCEPTED",
      vouchers: [{ destination, value: parseEther("1"), payload: "0x" }],
    });
    const plain = deposit("0x");
    expect(await testApplication(plain, context)).toStrictEqual({
      status: "ACCEPTED",
      notices: [plain.payload],
      reports: [plain.payload],
    });
  });

  test("every key is optional; an empty command emits nothing", async () => {
    expect(await testApplication(input(toHex("{}")), context)).toStrictEqual({
      status: "ACCEPTED",
      notices: [],
      vouchers: [],
      delegateCallVouchers: [],
      reports: [],
    });
    expect(
      parseTestCommand(toHex(`{"vouchers":[{"destination":"${destination}"}]}`))?.vouchers,
    ).toStrictEqual([{ destination, value: 0n, payload: "0x" }]);
  });

  test("testCommand encodes what parseTestCommand reads", () => {
    const command = {
      notices: [toHex("n")],
      vouchers: [{ destination, value: 5n, payload: toHex("v") }],
      delegateCallVouchers: [{ destination, payload: toHex("d") }],
      reports: [toHex("r")],
      status: "EXCEPTION" as const,
    };
    expect(parseTestCommand(testCommand(command))).toStrictEqual(command);
  });

  test("a malformed command is a TypeError naming the field", () => {
    const bad = (json: unknown) => () => parseTestCommand(toHex(JSON.stringify(json)));
    expect(bad({ notices: ["hello"] })).toThrow(
      "test application: notices[0] must be a 0x-prefixed byte string",
    );
    expect(bad({ notices: ["0x123"] })).toThrow(/notices\[0\]/);
    expect(bad({ notices: "0x12" })).toThrow("test application: notices must be an array");
    expect(bad({ vouchers: [{ destination: "0x12", payload: "0x" }] })).toThrow(
      "test application: vouchers[0].destination must be an address",
    );
    expect(bad({ vouchers: [{ destination, value: 5 }] })).toThrow(
      /vouchers\[0\]\.value must be a 0x-prefixed hex number/,
    );
    expect(bad({ delegateCallVouchers: [7] })).toThrow(
      "test application: delegateCallVouchers[0] must be an object",
    );
    expect(bad({ reports: [null] })).toThrow(/reports\[0\]/);
    expect(bad({ status: "DONE" })).toThrow(/status must be one of ACCEPTED, REJECTED, EXCEPTION/);
  });
});
