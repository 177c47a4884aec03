import { testCommand } from "@cartesi/local-devnet";
import { testAccounts } from "@rollups-ts/chain";
import { encodeFunctionData, keccak256, parseEther, toHex } from "viem";
import { describe, expect, test } from "vitest";
import { application, nodeClient, sendInput, settleEpoch } from "../../../test/node.js";
import { outputsAbi } from "../../abi/generated.js";
import { ResourceNotFoundError } from "../../errors/node.js";
import { InvalidParameterError } from "../../errors/parameter.js";
import { getInput } from "./getInput.js";
import { getOutput } from "./getOutput.js";
import { listOutputs } from "./listOutputs.js";

const destination = testAccounts[7]!.address;
const delegateTarget = testAccounts[8]!.address;

async function outputsOf(inputIndex: bigint) {
  return (await listOutputs(nodeClient, { application, inputIndex })).data;
}

describe("getOutput", () => {
  test("decode notices, vouchers and delegate-call vouchers, keeping the raw bytes", async () => {
    const inputIndex = await sendInput(
      testCommand({
        notices: [toHex("a notice")],
        vouchers: [{ destination, value: parseEther("1"), payload: "0xdeadbeef" }],
        delegateCallVouchers: [{ destination: delegateTarget, payload: "0xcafe" }],
      }),
    );
    const [notice, voucher, delegateCallVoucher] = await outputsOf(inputIndex);
    expect(notice?.decodedData).toStrictEqual({ type: "notice", payload: toHex("a notice") });
    expect(voucher?.decodedData).toStrictEqual({
      type: "voucher",
      destination,
      value: parseEther("1"),
      payload: "0xdeadbeef",
    });
    expect(delegateCallVoucher?.decodedData).toStrictEqual({
      type: "delegateCallVoucher",
      destination: delegateTarget,
      payload: "0xcafe",
    });
    expect(voucher?.rawData).toBe(
      encodeFunctionData({
        abi: outputsAbi,
        functionName: "Voucher",
        args: [destination, parseEther("1"), "0xdeadbeef"],
      }),
    );
    const single = await getOutput(nodeClient, { application, outputIndex: voucher!.index });
    expect(single).toStrictEqual(voucher);
    expect(single.inputIndex).toBe(inputIndex);
  });

  test("the proof arrives when the epoch is settled", async () => {
    const inputIndex = await sendInput(testCommand({ notices: [toHex("proven")] }));
    const [before] = await outputsOf(inputIndex);
    expect(before?.outputHashesSiblings).toBeNull();
    const { epochIndex } = await getInput(nodeClient, { application, inputIndex });
    await settleEpoch(epochIndex);
    const after = await getOutput(nodeClient, { application, outputIndex: before!.index });
    expect(after.hash).toBe(keccak256(after.rawData));
    expect(after.outputHashesSiblings).toHaveLength(63);
  });

  test("an unknown output type is refused, an unknown output is not found", async () => {
    const error = await listOutputs(nodeClient, {
      application,
      outputType: "receipt" as "notice",
    }).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error.parameter).toBe("outputType");
    await expect(
      getOutput(nodeClient, { application, outputIndex: 9_999_999n }),
    ).rejects.toBeInstanceOf(ResourceNotFoundError);
  });
});
