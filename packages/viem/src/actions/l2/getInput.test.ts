import { testAccounts } from "@rollups-ts/chain";
import { http, toHex } from "viem";
import { describe, expect, test } from "vitest";
import { createCartesiPublicClient } from "../../clients/createCartesiPublicClient.js";
import { ApplicationNotFoundError, ResourceNotFoundError } from "../../errors/node.js";
import { InvalidParameterError } from "../../errors/reads.js";
import {
  application,
  applicationName,
  chain,
  dialect,
  node,
  nodeClient,
  publicClient,
  sender,
  sendInput,
  sendInputTransaction,
} from "../../test/node.js";
import { getInput } from "./getInput.js";
import { listInputs } from "./listInputs.js";

describe("getInput", () => {
  test("returns the input with bigints, checksummed addresses, dates and its decoded EvmAdvance", async () => {
    const payload = toHex("getInput");
    const { inputIndex, transactionHash } = await sendInputTransaction(payload);
    const input = await getInput(nodeClient, { application, inputIndex });
    const block = await publicClient.getBlock({ blockNumber: input.blockNumber });
    expect(input).toMatchObject({
      index: inputIndex,
      epochIndex: input.blockNumber / chain.application.epochLength,
      status: "ACCEPTED",
      decodedData: {
        chainId: BigInt(chain.chainId),
        applicationContract: application,
        sender: sender.address,
        blockNumber: input.blockNumber,
        blockTimestamp: block.timestamp,
        prevRandao: BigInt(block.mixHash),
        index: inputIndex,
        payload,
      },
    });
    expect(input.rawData.startsWith("0x415bf363")).toBe(true);
    expect(input.createdAt).toBeInstanceOf(Date);
    // Older nodes send a reference (the index in 32 bytes); newer ones the transaction hash.
    if (dialect === "R") {
      expect(input.transactionReference).toBe(toHex(inputIndex, { size: 32 }));
      expect(input).not.toHaveProperty("transactionHash");
    } else {
      expect(input.transactionHash).toBe(transactionHash);
      expect(typeof input.logIndex).toBe("bigint");
      expect(input).not.toHaveProperty("transactionReference");
    }
    if (dialect === "N") expect(input).toMatchObject({ exceptionData: null });
    // Filled once the epoch's claim is computed.
    else expect(input).toHaveProperty("outputsHash", null);
    expect(input.updatedAt.getTime()).toBeGreaterThanOrEqual(input.createdAt.getTime());
  });

  test("finds the application by name as well as by address, in either case", async () => {
    const inputIndex = await sendInput(toHex("by name"));
    const byName = await getInput(nodeClient, { application: applicationName, inputIndex });
    const byLowerCase = await getInput(nodeClient, {
      application: application.toLowerCase(),
      inputIndex,
    });
    expect(byName).toStrictEqual(byLowerCase);
  });

  test("an input that does not exist is a ResourceNotFoundError; an unknown application says so", async () => {
    const error = await getInput(nodeClient, { application, inputIndex: 1_000_000n }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ResourceNotFoundError);
    expect(error).not.toBeInstanceOf(ApplicationNotFoundError);
    expect(error.code).toBe(dialect === "N" ? -31001 : -32001);
    expect(error.shortMessage).toBe(`The node has no input 1000000 of application ${application}.`);
    const unknown = await getInput(nodeClient, { application: "nobody", inputIndex: 0n }).catch(
      (e) => e,
    );
    expect(unknown).toBeInstanceOf(ApplicationNotFoundError);
  });

  test("bad parameters are refused before anything is sent, naming the parameter", async () => {
    const bad = [
      [{ application: "Not A Name", inputIndex: 0n }, "application"],
      [{ application, inputIndex: -1n }, "inputIndex"],
      [{ application, inputIndex: 2n ** 64n }, "inputIndex"],
      [{ application, inputIndex: 1 as unknown as bigint }, "inputIndex"],
    ] as const;
    for (const [parameters, parameter] of bad) {
      const error = await getInput(nodeClient, parameters).catch((e) => e);
      expect(error).toBeInstanceOf(InvalidParameterError);
      expect(error.parameter).toBe(parameter);
      expect(error.message).toContain(`Invalid \`${parameter}\``);
    }
  });
});

describe("listInputs", () => {
  test("filters by sender and epoch, pages and orders", async () => {
    const first = await sendInput(toHex("list 1"));
    const second = await sendInput(toHex("list 2"));
    const all = await listInputs(nodeClient, { application, limit: 10_000 });
    expect(all.pagination.totalCount).toBe(all.data.length);
    expect(all.data.map((input) => input.index)).toStrictEqual(
      [...all.data.map((input) => input.index)].sort((a, b) => (a < b ? -1 : 1)),
    );

    const page = await listInputs(nodeClient, {
      application,
      limit: 1,
      offset: 1,
      descending: true,
    });
    expect(page.pagination).toStrictEqual({
      totalCount: all.pagination.totalCount,
      limit: 1,
      offset: 1,
    });
    expect(page.data[0]?.index).toBe(first);

    const bySender = await listInputs(nodeClient, {
      application,
      sender: sender.address,
      limit: 10_000,
    });
    expect(bySender.data.length).toBeGreaterThanOrEqual(2);
    expect(bySender.data.every((input) => input.decodedData.sender === sender.address)).toBe(true);
    const byOther = await listInputs(nodeClient, { application, sender: testAccounts[9]!.address });
    expect(byOther.data).toStrictEqual([]);

    const epochIndex = (await getInput(nodeClient, { application, inputIndex: second })).epochIndex;
    const byEpoch = await listInputs(nodeClient, { application, epochIndex, limit: 10_000 });
    expect(byEpoch.data.every((input) => input.epochIndex === epochIndex)).toBe(true);
    expect(byEpoch.data.some((input) => input.index === second)).toBe(true);
  });

  test("sends only snake_case keys on the wire", async () => {
    const bodies: unknown[] = [];
    const client = createCartesiPublicClient({
      transport: http(node.url, {
        onFetchRequest: async (request) => {
          bodies.push(await request.clone().json());
        },
      }),
    });
    await listInputs(client, {
      application,
      epochIndex: 0n,
      sender: sender.address,
      limit: 10,
      offset: 0,
      descending: false,
    });
    expect(bodies).toMatchObject([
      {
        method: "cartesi_listInputs",
        params: {
          application,
          epoch_index: "0x0",
          sender: sender.address,
          limit: 10,
          offset: 0,
          descending: false,
        },
      },
    ]);
    expect(Object.keys((bodies[0] as { params: object }).params).sort()).toStrictEqual([
      "application",
      "descending",
      "epoch_index",
      "limit",
      "offset",
      "sender",
    ]);
  });
});
