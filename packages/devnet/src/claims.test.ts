import { mine, revert, snapshot, testAccounts } from "@rollups-ts/chain";
import { type Hex, keccak256, parseEther, toHex } from "viem";
import { describe, expect, test } from "vitest";
import { testCommand } from "./handler.ts";
import { rootFromSiblings } from "./merkle.ts";
import {
  acceptedEpochOf,
  addInput,
  applicationAbi,
  authorityAbi,
  clients,
  depositEther,
  epochWithStatus,
  inputBoxAbi,
  isolate,
  localNode,
  nodeForgotInputs,
  type Output,
  processedInput,
  rpc,
  rpcData,
  waitFor,
} from "./test.ts";

// Dialect R, the reference; `dialects.test.ts` covers what I and N change.
const { chain, nodeUrl: url } = localNode("R");
const { publicClient } = clients(chain);
const app = chain.application.application;
const epochLength = chain.application.epochLength;

// The node rebuilds from the reverted chain before the next test reads it.
isolate(publicClient, { each: true, afterRevert: () => nodeForgotInputs(url) });

const proofOf = (output: Output) => ({
  outputIndex: BigInt(output.index),
  outputHashesSiblings: output.output_hashes_siblings!,
});

describe("outputs and their proofs", () => {
  test("an ether voucher executes on chain with the proof the node serves", async () => {
    const recipient = testAccounts[2]!.address;
    const value = parseEther("0.25");
    await depositEther(chain, parseEther("1"));
    const notice = toHex("a notice");
    const { index, blockNumber } = await addInput(
      chain,
      testCommand({ notices: [notice], vouchers: [{ destination: recipient, value }] }),
    );
    expect(index).toBe(1n);
    const input = await processedInput(url, index);
    expect(input.status).toBe("ACCEPTED");

    const epoch = await acceptedEpochOf(chain, url, blockNumber);
    const outputs = await rpcData<Output[]>(url, "cartesi_listOutputs", {
      application: "echo",
      input_index: "0x1",
    });
    // The deposit (input 0) was echoed as output 0; input 1 made a notice, then a voucher.
    expect(outputs.map((output) => output.decoded_data?.type)).toStrictEqual(["Notice", "Voucher"]);
    const [noticeOutput, voucher] = outputs as [Output, Output];
    expect(voucher.decoded_data).toStrictEqual({
      type: "Voucher",
      destination: recipient,
      value: toHex(value),
      payload: "0x",
    });
    expect(voucher.hash).toBe(keccak256(voucher.raw_data));
    expect(voucher.output_hashes_siblings).toHaveLength(63);
    expect(
      rootFromSiblings(voucher.hash!, Number(voucher.index), proofOf(voucher).outputHashesSiblings),
    ).toBe(epoch.outputs_merkle_root);

    const validate = (output: Hex, proof: ReturnType<typeof proofOf>) =>
      publicClient.readContract({
        address: app,
        abi: applicationAbi,
        functionName: "validateOutput",
        args: [output, proof],
      });
    await validate(voucher.raw_data, proofOf(voucher));
    await validate(noticeOutput.raw_data, proofOf(noticeOutput));
    const tampered = proofOf(voucher);
    tampered.outputHashesSiblings = tampered.outputHashesSiblings.map((sibling, level) =>
      level === 7 ? keccak256(sibling) : sibling,
    );
    await expect(validate(voucher.raw_data, tampered)).rejects.toThrow(/InvalidOutputsMerkleRoot/);

    const executor = clients(chain, testAccounts[3]!).walletClient;
    const before = await publicClient.getBalance({ address: recipient });
    const execution = await executor.writeContract({
      address: app,
      abi: applicationAbi,
      functionName: "executeOutput",
      args: [voucher.raw_data, proofOf(voucher)],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash: execution });
    expect(receipt.status).toBe("success");
    expect(await publicClient.getBalance({ address: recipient })).toBe(before + value);
    expect(await publicClient.getBalance({ address: app })).toBe(parseEther("1") - value);

    const executed = await waitFor("the node to see the execution", async () => {
      const output = await rpcData<Output>(url, "cartesi_getOutput", ["echo", voucher.index]);
      return output.execution_transaction_hash ? output : undefined;
    });
    expect(executed.execution_transaction_hash).toBe(execution);
    await expect(
      publicClient.simulateContract({
        account: testAccounts[3]!,
        address: app,
        abi: applicationAbi,
        functionName: "executeOutput",
        args: [noticeOutput.raw_data, proofOf(noticeOutput)],
      }),
    ).rejects.toThrow(/OutputNotExecutable/);
  });

  test("claims are accepted by the Authority and cover every output so far", async () => {
    const first = await addInput(chain, toHex("first"));
    const firstEpoch = await acceptedEpochOf(chain, url, first.blockNumber);
    // Two empty epochs, then another input.
    await mine(publicClient, Number(epochLength) * 2);
    const second = await addInput(chain, toHex("second"));
    const secondEpoch = await acceptedEpochOf(chain, url, second.blockNumber);

    expect(BigInt(secondEpoch.index) - BigInt(firstEpoch.index)).toBeGreaterThanOrEqual(2n);
    expect([firstEpoch.virtual_index, secondEpoch.virtual_index]).toStrictEqual(["0x0", "0x1"]);
    for (const epoch of [firstEpoch, secondEpoch]) {
      expect(BigInt(epoch.first_block)).toBe(BigInt(epoch.index) * epochLength);
      expect(BigInt(epoch.last_block) % epochLength).toBe(epochLength - 1n);
      const valid = await publicClient.readContract({
        address: chain.application.authority,
        abi: authorityAbi,
        functionName: "isOutputsMerkleRootValid",
        args: [app, epoch.outputs_merkle_root!],
      });
      expect(valid).toBe(true);
      const receipt = await publicClient.getTransactionReceipt({
        hash: epoch.claim_transaction_hash!,
      });
      expect(receipt.from).toBe(testAccounts[0]!.address.toLowerCase());
      expect(receipt.to).toBe(chain.application.authority.toLowerCase());
    }
    const epochs = await rpcData<unknown[]>(url, "cartesi_listEpochs", ["echo"]);
    expect(epochs).toHaveLength(2);
    expect(await rpcData(url, "cartesi_getLastAcceptedEpochIndex", ["echo"])).toBe(
      secondEpoch.index,
    );

    // The second root covers the first epoch's outputs too: each output's proof is against its own epoch's root.
    const outputs = await rpcData<Output[]>(url, "cartesi_listOutputs", ["echo"]);
    expect(outputs.map((output) => output.epoch_index)).toStrictEqual([
      firstEpoch.index,
      secondEpoch.index,
    ]);
    for (const output of outputs)
      await publicClient.readContract({
        address: app,
        abi: applicationAbi,
        functionName: "validateOutput",
        args: [output.raw_data, proofOf(output)],
      });
    // The Authority's own rule agrees on where epochs end: one block later is no epoch end.
    const claimSecondEpochAt = (lastBlock: bigint) =>
      publicClient.simulateContract({
        account: testAccounts[0]!,
        address: chain.application.authority,
        abi: authorityAbi,
        functionName: "submitClaim",
        args: [app, lastBlock, secondEpoch.outputs_merkle_root!],
      });
    const lastBlock = BigInt(secondEpoch.last_block);
    await expect(claimSecondEpochAt(lastBlock + 1n)).rejects.toThrow(/NotEpochFinalBlock/);
    await expect(claimSecondEpochAt(lastBlock)).rejects.toThrow(/NotFirstClaim/);
  });

  test("until an epoch is accepted, there is no last accepted epoch", async () => {
    const answer = await rpc(url, "cartesi_getLastAcceptedEpochIndex", ["echo"]);
    expect(answer.error).toStrictEqual({ code: -32001, message: "Epoch not found" });
    const { blockNumber } = await addInput(chain, toHex("open"));
    const open = await epochWithStatus(url, blockNumber / epochLength, "OPEN");
    expect(open.outputs_merkle_root).toBeNull();
    expect(open.claim_transaction_hash).toBeNull();
    const answerWhileOpen = await rpc(url, "cartesi_getLastAcceptedEpochIndex", ["echo"]);
    expect(answerWhileOpen.error?.code).toBe(-32001);
  });
});

describe("inputs", () => {
  test("an input sent by any account shows up with its EvmAdvance decoded", async () => {
    const payload = toHex("from account 4");
    const { index, blockNumber } = await addInput(chain, payload, testAccounts[4]!);
    const input = await processedInput(url, index);
    const block = await publicClient.getBlock({ blockNumber });
    expect(input).toMatchObject({
      epoch_index: toHex(blockNumber / epochLength),
      index: "0x0",
      block_number: toHex(blockNumber),
      status: "ACCEPTED",
      transaction_reference: toHex(0n, { size: 32 }),
      decoded_data: {
        chain_id: toHex(chain.chainId),
        application_contract: app,
        sender: testAccounts[4]!.address,
        block_number: toHex(blockNumber),
        block_timestamp: toHex(block.timestamp),
        prev_randao: toHex(BigInt(block.mixHash)),
        index: "0x0",
        payload,
      },
    });
    const stored = await publicClient.readContract({
      address: chain.contracts.inputBox,
      abi: inputBoxAbi,
      functionName: "getInputHash",
      args: [app, 0n],
    });
    expect(keccak256(input.raw_data)).toBe(stored);
  });

  test("an input that is not ACCEPTED loses its outputs and its reports, as on the node", async () => {
    const dropped = { notices: [toHex("dropped")], reports: [toHex("why")] };
    const rejected = await addInput(chain, testCommand({ status: "REJECTED", ...dropped }));
    const failed = await addInput(chain, testCommand({ status: "EXCEPTION", ...dropped }));
    expect((await processedInput(url, rejected.index)).status).toBe("REJECTED");
    expect((await processedInput(url, failed.index)).status).toBe("EXCEPTION");
    expect(await rpcData(url, "cartesi_listOutputs", ["echo"])).toStrictEqual([]);
    expect(await rpcData(url, "cartesi_listReports", ["echo"])).toStrictEqual([]);
    const accepted = await addInput(chain, testCommand({ reports: [toHex("kept")] }));
    await processedInput(url, accepted.index);
    const reports = await rpcData<{ raw_data: Hex; input_index: Hex }[]>(
      url,
      "cartesi_listReports",
      ["echo"],
    );
    expect(reports.map((entry) => [entry.input_index, entry.raw_data])).toStrictEqual([
      [toHex(accepted.index), toHex("kept")],
    ]);
    expect(await rpcData(url, "cartesi_getProcessedInputCount", ["echo"])).toBe("0x3");
  });

  test("after a revert the node forgets the reverted inputs and reads the new ones", async () => {
    const before = await snapshot(publicClient);
    await addInput(chain, toHex("reverted"));
    await processedInput(url, 0n);
    await revert(publicClient, before);
    await waitFor("the node to forget input 0", async () =>
      (await rpc(url, "cartesi_getInput", ["echo", "0x0"])).error ? true : undefined,
    );
    const payload = toHex("after the revert");
    await addInput(chain, payload);
    const input = await processedInput(url, 0n);
    expect(input.decoded_data?.payload).toBe(payload);
  });
});
