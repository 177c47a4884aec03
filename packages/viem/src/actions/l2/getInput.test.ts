import { toHex } from "viem";
import { describe, expect, test } from "vitest";
import {
  application,
  applicationName,
  chain,
  dialect,
  nodeClient,
  publicClient,
  sender,
  sendInput,
  sendInputTransaction,
} from "../../../test/node.js";
import { ApplicationNotFoundError, ResourceNotFoundError } from "../../errors/node.js";
import { InvalidParameterError } from "../../errors/parameter.js";
import { getInput } from "./getInput.js";

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

  test("an input that does not exist is a ResourceNotFoundError; an unknown application too before node 2.0.0-alpha.13", async () => {
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
    // Older nodes (R, I) do not look the application up to read one input: "Input not found".
    if (dialect === "N") expect(unknown).toBeInstanceOf(ApplicationNotFoundError);
    else {
      expect(unknown).toBeInstanceOf(ResourceNotFoundError);
      expect(unknown).not.toBeInstanceOf(ApplicationNotFoundError);
      expect(unknown).toMatchObject({ code: -32001, details: "Input not found" });
    }
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
