import { generationReleases, generationTraits, mine, testAccounts } from "@rollups-ts/chain";
import {
  concatHex,
  decodeFunctionData,
  type Hex,
  hexToBigInt,
  keccak256,
  parseEther,
  parseEventLogs,
  sliceHex,
  toHex,
  zeroHash,
} from "viem";
import { describe, expect, test } from "vitest";
import { dialectGeneration } from "./dialect.ts";
import { testCommand } from "./handler.ts";
import {
  accountsDriveNode,
  htifTohostAddress,
  iflagsYAddress,
  type MachineValidityProof,
  machineTree,
  memoryTreeHeight,
  pristineRoot,
  txBufferStart,
} from "./machine.ts";
import { rootFromSiblings } from "./merkle.ts";
import {
  acceptedEpochOf,
  addInput,
  applicationAbi,
  authorityAbi,
  clients,
  closeEpochOf,
  depositEther,
  type Epoch,
  epochWithStatus,
  foreclose,
  isolate,
  localNode,
  nodeForgotInputs,
  type Output,
  processedInput,
  rpcData,
  waitFor,
} from "./test.ts";

// The v3 application of the I project (3.0.0-alpha.5) or of the N project (3.0.0-alpha.9): claims
// are staged, then accepted after the staging period.
const { chain, dialect, nodeUrl: url } = localNode();
const generation = dialectGeneration(dialect);
const traits = generationTraits[generation];
const { publicClient } = clients(chain);
const app = chain.application.application;
const authority = chain.application.authority;
const epochLength = chain.application.epochLength;

isolate(publicClient, { each: true, afterRevert: () => nodeForgotInputs(url) });

const proofOf = (output: Output) => ({
  outputIndex: BigInt(output.index),
  outputHashesSiblings: output.output_hashes_siblings!,
});

type StagedEpoch = Epoch & { staged_at_block: Hex | null };

describe(`a ${generation} application (rollups-contracts ${generationReleases[generation]})`, () => {
  test("is the chain's primary one, with a claim staging period", () => {
    expect(chain.generation).toBe(generation);
    expect(chain.release).toBe(generationReleases[generation]);
    expect(chain.application.generation).toBe(generation);
    expect(chain.application.claimStagingPeriod).toBe(2n);
    expect(chain.generations.v2?.application.generation).toBe("v2");
  });

  test("a claim is submitted with the machine proof, staged, then accepted after the staging period", async () => {
    const recipient = testAccounts[2]!.address;
    const value = parseEther("0.25");
    await depositEther(chain, parseEther("1"));
    const { index, blockNumber } = await addInput(
      chain,
      testCommand({ notices: [toHex("a notice")], vouchers: [{ destination: recipient, value }] }),
    );
    expect((await processedInput(url, index)).status).toBe("ACCEPTED");
    const accepted = (await acceptedEpochOf(chain, url, blockNumber)) as StagedEpoch;
    const lastBlock = BigInt(accepted.last_block);

    const logs = await publicClient.getLogs({ address: authority, fromBlock: lastBlock });
    const events = parseEventLogs({ abi: authorityAbi, logs }) as unknown as {
      eventName: string;
      blockNumber: bigint;
      transactionHash: Hex;
      args: { lastProcessedBlockNumber: bigint; outputsMerkleRoot: Hex; machineMerkleRoot: Hex };
    }[];
    const [submitted, staged, acceptedEvent] = [
      "ClaimSubmitted",
      "ClaimStaged",
      "ClaimAccepted",
    ].map(
      (name) =>
        events.find(
          (event) => event.eventName === name && event.args.lastProcessedBlockNumber === lastBlock,
        )!,
    ) as [(typeof events)[0], (typeof events)[0], (typeof events)[0]];
    // The Authority derives the machine root from the outputs root and the node's proof: the node's own.
    expect(submitted.args.machineMerkleRoot).toBe(accepted.machine_hash);
    expect(staged.args.lastProcessedBlockNumber).toBe(lastBlock);
    expect(accepted.staged_at_block).toBe(toHex(staged.blockNumber));
    expect(acceptedEvent.blockNumber - staged.blockNumber).toBeGreaterThanOrEqual(2n);
    // The claim's transaction is the submission, which staged it.
    expect(accepted.claim_transaction_hash).toBe(submitted.transactionHash);
    expect(staged.transactionHash).toBe(submitted.transactionHash);
    expect(
      await publicClient.readContract({
        address: authority,
        abi: authorityAbi,
        functionName: "getLastFinalizedMachineMerkleRoot",
        args: [app],
      }),
    ).toBe(accepted.machine_hash);
    const submission = await publicClient.getTransaction({ hash: submitted.transactionHash });
    const { functionName, args } = decodeFunctionData({
      abi: authorityAbi,
      data: submission.input,
    });
    expect(functionName).toBe("submitClaim");
    // 3.0.0-alpha.5 takes the outputs root and its siblings; from alpha.7, the machine root and its proofs.
    expect(args![2]).toBe(
      traits.claim === "machine-validity-proof"
        ? accepted.machine_hash
        : acceptedEvent.args.outputsMerkleRoot,
    );

    // The outputs root the claim carried is the one the node's proofs fold into.
    const outputs = await rpcData<Output[]>(url, "cartesi_listOutputs", ["echo"]);
    const voucher = outputs.find((output) => output.decoded_data?.type === "Voucher")!;
    const outputsRoot = rootFromSiblings(
      voucher.hash!,
      Number(voucher.index),
      voucher.output_hashes_siblings!,
    );
    expect(acceptedEvent.args.outputsMerkleRoot).toBe(outputsRoot);

    const before = await publicClient.getBalance({ address: recipient });
    const executor = clients(chain, testAccounts[3]!).walletClient;
    const hash = await executor.writeContract({
      address: app,
      abi: applicationAbi,
      functionName: "executeOutput",
      args: [voucher.raw_data, proofOf(voucher)],
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe("success");
    expect(await publicClient.getBalance({ address: recipient })).toBe(before + value);
  });

  test("the consensus records the claim as accepted, staged in the block the node reports", async () => {
    const { index, blockNumber } = await addInput(chain, testCommand({ notices: ["0x01"] }));
    await processedInput(url, index);
    const head = await publicClient.getBlockNumber();
    const lastBlock = (blockNumber / epochLength + 1n) * epochLength - 1n;
    await mine(publicClient, Number(lastBlock - head + 1n));
    // The node mines the staging period itself; the epoch goes through CLAIM_STAGED to CLAIM_ACCEPTED.
    const epoch = await epochWithStatus(url, blockNumber / epochLength, "CLAIM_ACCEPTED");
    const staged = BigInt((epoch as StagedEpoch).staged_at_block!);
    const claim = (await publicClient.readContract({
      address: authority,
      abi: authorityAbi,
      functionName: "getClaim",
      args: [app, lastBlock, epoch.machine_hash],
    })) as { status: number; stagingBlockNumber: bigint };
    expect(claim).toMatchObject({ status: 2, stagingBlockNumber: staged });
    // The blocks of the staging period come from the claimer's empty transactions to itself, not
    // from `anvil_mine`: a block mined by hand during a test's revert leaves it with no parent.
    const claimer = testAccounts[0]!.address;
    for (
      let number = staged + 1n;
      number < staged + chain.application.claimStagingPeriod;
      number++
    ) {
      const block = await publicClient.getBlock({ blockNumber: number, includeTransactions: true });
      expect(
        block.transactions.map(({ from, to, value, input }) => ({ from, to, value, input })),
        `block ${number}`,
      ).toStrictEqual([
        { from: claimer.toLowerCase(), to: claimer.toLowerCase(), value: 0n, input: "0x" },
      ]);
    }
  });
});

describe.runIf(traits.claim === "machine-validity-proof")("a claim from 3.0.0-alpha.7 on", () => {
  test("proves iflags.Y, tohost (yielded manually, rx accepted) and the outputs root in the TX buffer; N serves the three leaves", async () => {
    const { index, blockNumber } = await addInput(chain, testCommand({ notices: ["0x05"] }));
    await processedInput(url, index);
    const epoch = await acceptedEpochOf(chain, url, blockNumber);
    const logs = await publicClient.getLogs({
      address: authority,
      fromBlock: BigInt(epoch.last_block),
    });
    const [submitted] = (
      parseEventLogs({ abi: authorityAbi, logs, eventName: "ClaimSubmitted" }) as unknown as {
        transactionHash: Hex;
        args: { lastProcessedBlockNumber: bigint; outputsMerkleRoot: Hex };
      }[]
    ).filter((event) => event.args.lastProcessedBlockNumber === BigInt(epoch.last_block));
    const { args } = decodeFunctionData({
      abi: authorityAbi,
      data: (await publicClient.getTransaction({ hash: submitted!.transactionHash })).input,
    });
    const proof = args![3] as MachineValidityProof;
    const word = (dataBlock: Hex, address: bigint) => {
      const offset = Number(address & 31n);
      const littleEndian = sliceHex(dataBlock, offset, offset + 8);
      return hexToBigInt(`0x${littleEndian.slice(2).match(/../g)!.reverse().join("")}`);
    };
    expect(word(proof.iflagsYProof.dataBlock, iflagsYAddress)).not.toBe(0n);
    expect(word(proof.htifTohostProof.dataBlock, htifTohostAddress)).toBe(0x0201000100000000n);
    // The TX buffer's first data block is the outputs Merkle root the consensus takes from it.
    expect(proof.txBufferProof.dataBlock).toBe(submitted!.args.outputsMerkleRoot);
    // Each leaf's 59 siblings fold into the machine root the claim names.
    for (const [leaf, address] of [
      [proof.iflagsYProof, iflagsYAddress],
      [proof.htifTohostProof, htifTohostAddress],
      [proof.txBufferProof, txBufferStart],
    ] as const) {
      expect(leaf.siblings).toHaveLength(memoryTreeHeight);
      expect(
        rootFromSiblings(keccak256(leaf.dataBlock), Number(address >> 5n), leaf.siblings),
      ).toBe(epoch.machine_hash);
    }
    // N serves the same leaves and siblings on the epoch.
    expect(epoch).toMatchObject({
      tx_buffer_data_block: proof.txBufferProof.dataBlock,
      tx_buffer_proof: proof.txBufferProof.siblings,
      iflags_y_data_block: proof.iflagsYProof.dataBlock,
      iflags_y_proof: proof.iflagsYProof.siblings,
      htif_tohost_data_block: proof.htifTohostProof.dataBlock,
      htif_tohost_proof: proof.htifTohostProof.siblings,
    });
  });

  test("the inputs of an accepted claim are finalized; those after it are not", async () => {
    const first = await addInput(chain, testCommand({ notices: ["0x06"] }));
    await processedInput(url, first.index);
    await acceptedEpochOf(chain, url, first.blockNumber);
    const later = await addInput(chain, testCommand({ notices: ["0x07"] }));
    const finalized = (input: typeof first) =>
      publicClient.readContract({
        address: authority,
        abi: authorityAbi,
        functionName: "wasInputFinalized",
        args: [app, input.index, input.blockNumber],
      });
    expect(await finalized(first)).toBe(true);
    expect(await finalized(later)).toBe(false);
  });
});

describe("foreclosure", () => {
  test("the accounts drive, in the machine tree the node claimed, is proved on chain after a foreclosure", async () => {
    const { index, blockNumber } = await addInput(chain, testCommand({ notices: ["0x04"] }));
    await processedInput(url, index);
    const epoch = await acceptedEpochOf(chain, url, blockNumber);
    // The machine state the node claimed: its outputs root and the running hash of its inputs.
    const logs = await publicClient.getLogs({
      address: authority,
      fromBlock: BigInt(epoch.last_block),
    });
    const [acceptedEvent] = (
      parseEventLogs({ abi: authorityAbi, logs, eventName: "ClaimAccepted" }) as unknown as {
        args: { lastProcessedBlockNumber: bigint; outputsMerkleRoot: Hex };
      }[]
    ).filter((event) => event.args.lastProcessedBlockNumber === BigInt(epoch.last_block));
    const inputs = await rpcData<{ raw_data: Hex }[]>(url, "cartesi_listInputs", ["echo"]);
    const inputsHash = inputs.reduce<Hex>(
      (hash, input) => keccak256(concatHex([hash, keccak256(input.raw_data)])),
      zeroHash,
    );
    const config = chain.application.withdrawalConfig!;
    const log2Size = 5 + config.log2LeavesPerAccount + config.log2MaxNumOfAccounts;
    const accountsDrive = {
      startIndex: config.accountsDriveStartIndex,
      log2Size,
      root: pristineRoot(log2Size),
    };
    const tree = machineTree({
      outputsMerkleRoot: acceptedEvent!.args.outputsMerkleRoot,
      inputsHash,
      accountsDrive,
    });
    expect(tree.root()).toBe(epoch.machine_hash);
    expect(
      await publicClient.readContract({
        address: authority,
        abi: authorityAbi,
        functionName: "getLastFinalizedMachineMerkleRoot",
        args: [app],
      }),
    ).toBe(tree.root());

    const guardian = clients(chain, testAccounts[9]!).walletClient;
    const foreclosed = await guardian.writeContract({
      address: app,
      abi: applicationAbi,
      functionName: "foreclose",
    });
    await publicClient.waitForTransactionReceipt({ hash: foreclosed });
    const anyone = clients(chain, testAccounts[3]!).walletClient;
    const proved = await anyone.writeContract({
      address: app,
      abi: applicationAbi,
      functionName: "proveAccountsDriveMerkleRoot",
      args: [accountsDrive.root, tree.proof(accountsDriveNode(accountsDrive))],
    });
    expect((await publicClient.waitForTransactionReceipt({ hash: proved })).status).toBe("success");
    expect(
      await publicClient.readContract({
        address: app,
        abi: applicationAbi,
        functionName: "getAccountsDriveMerkleRoot",
      }),
    ).toStrictEqual([true, accountsDrive.root]);
  });

  test("the guardian forecloses: the node reports it, and the claim of an epoch not accepted ends CLAIM_FORECLOSED", async () => {
    const { index, blockNumber } = await addInput(chain, testCommand({ notices: ["0x02"] }));
    await processedInput(url, index);
    expect(chain.application.withdrawalConfig!.guardian).toBe(testAccounts[9]!.address);
    const receipt = await foreclose(chain);
    const hash = receipt.transactionHash;
    const application = await waitFor("the node to see the foreclosure", async () => {
      const data = await rpcData<Record<string, unknown>>(url, "cartesi_getApplication", ["echo"]);
      return data.foreclose_block !== "0x0" ? data : undefined;
    });
    expect(application).toMatchObject({
      foreclose_block: toHex(receipt.blockNumber),
      foreclose_transaction: hash,
    });
    await expect(addInput(chain, "0x03")).rejects.toThrow(/ApplicationForeclosed/);
    // Its machine answers no inspects any more, as on a node of alpha.12 on.
    const inspected = await fetch(url.replace(/\/rpc$/, "/inspect/echo"), {
      method: "POST",
      body: "0x",
    });
    expect(inspected.status).toBe(503);
    expect(await inspected.text()).toBe("Application was foreclosed; machine unavailable\n");
    const epochIndex = blockNumber / epochLength;
    await closeEpochOf(chain, blockNumber);
    const epoch = await epochWithStatus(url, epochIndex, "CLAIM_FORECLOSED");
    expect(epoch.claim_transaction_hash).toBeNull();
    expect((epoch as StagedEpoch).staged_at_block).toBeNull();
  });
});
