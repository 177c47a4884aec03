import { depositEther } from "@cartesi/local-devnet/test";
import { testAccounts } from "@rollups-ts/chain";
import { keccak256, parseEther, toHex } from "viem";
import { describe, expect, test } from "vitest";
import { application, chain, publicClient, sender, walletClient } from "../../test/node.js";
import { inputBoxAbi } from "../abi/generated.js";
import { getInputsAddedFromReceipt } from "./getInputsAddedFromReceipt.js";

describe("getInputsAddedFromReceipt", () => {
  test("reads the input an addInput added", async () => {
    const payload = toHex("receipt");
    const hash = await walletClient.writeContract({
      address: chain.contracts.inputBox,
      abi: inputBoxAbi,
      functionName: "addInput",
      args: [application, payload],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    const added = getInputsAddedFromReceipt(receipt, { inputBoxAddress: chain.contracts.inputBox });
    // By default only the InputBoxes of the known deployments count, and the devnet's is none of them.
    expect(getInputsAddedFromReceipt(receipt)).toEqual([]);
    const count = await publicClient.readContract({
      address: chain.contracts.inputBox,
      abi: inputBoxAbi,
      functionName: "getNumberOfInputs",
      args: [application],
    });
    expect(added).toStrictEqual([
      {
        application,
        inputIndex: count - 1n,
        input: expect.objectContaining({ sender: sender.address, payload, index: count - 1n }),
        rawData: expect.any(String),
      },
    ]);
    // The whole input as the InputBox added it: the InputBox holds its hash.
    expect(keccak256(added[0]!.rawData)).toBe(
      await publicClient.readContract({
        address: chain.contracts.inputBox,
        abi: inputBoxAbi,
        functionName: "getInputHash",
        args: [application, count - 1n],
      }),
    );
  });

  test("reads the input of a deposit, whose sender is the portal", async () => {
    const [added] = getInputsAddedFromReceipt(await depositEther(chain, parseEther("1"), sender), {
      inputBoxAddress: chain.contracts.inputBox,
    });
    expect(added?.input.sender).toBe(chain.contracts.etherPortal);
  });

  test("a transaction that added no input gives an empty list; another InputBox is not read", async () => {
    const hash = await walletClient.sendTransaction({ to: testAccounts[5]!.address, value: 1n });
    expect(
      getInputsAddedFromReceipt(await publicClient.waitForTransactionReceipt({ hash })),
    ).toStrictEqual([]);
    const inputHash = await walletClient.writeContract({
      address: chain.contracts.inputBox,
      abi: inputBoxAbi,
      functionName: "addInput",
      args: [application, "0x"],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash: inputHash });
    expect(
      getInputsAddedFromReceipt(receipt, { inputBoxAddress: testAccounts[5]!.address }),
    ).toStrictEqual([]);
  });
});
