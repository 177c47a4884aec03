import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  http,
  keccak256,
  parseEther,
  parseEventLogs,
  toHex,
} from "viem";
import { afterEach, beforeEach, describe, expect, inject, test } from "vitest";
import { testAccounts } from "./accounts.ts";
import { openZeppelinArtifact, rollupsArtifact } from "./artifacts.ts";
import { localChain, revert, sendSlowInput, snapshot, withoutAutomine } from "./index.ts";

const chain = inject("chain");
const viemChain = localChain(chain.url);
const publicClient = createPublicClient({
  chain: viemChain,
  transport: http(chain.url),
  cacheTime: 0,
});
const sender = testAccounts[1]!;
const walletClient = createWalletClient({
  chain: viemChain,
  transport: http(chain.url),
  account: sender,
});
const app = chain.application.application;
const inputBox = rollupsArtifact("InputBox");
const inputs = rollupsArtifact("Inputs");

let snapshotId: Hex;
beforeEach(async () => {
  snapshotId = await snapshot(publicClient);
});
afterEach(async () => {
  await revert(publicClient, snapshotId);
});

async function send(
  to: Address,
  abi: readonly unknown[],
  functionName: string,
  args: unknown[],
  value?: bigint,
) {
  const hash = await walletClient.sendTransaction({
    to,
    data: encodeFunctionData({ abi, functionName, args } as Parameters<
      typeof encodeFunctionData
    >[0]),
    value,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  return receipt;
}

/** The `InputAdded` event of a receipt, and the input a correct InputBox would have built for it. */
async function inputOf(
  receipt: Awaited<ReturnType<typeof send>>,
  msgSender: Address,
  payload: Hex,
) {
  const [event] = parseEventLogs({
    abi: inputBox.abi,
    logs: receipt.logs,
    eventName: "InputAdded",
  }) as unknown as [{ args: { appContract: Address; index: bigint; input: Hex } }];
  const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });
  const expected = encodeFunctionData({
    abi: inputs.abi,
    functionName: "EvmAdvance",
    args: [
      BigInt(chain.chainId),
      app,
      msgSender,
      block.number,
      block.timestamp,
      BigInt(block.mixHash),
      event.args.index,
      payload,
    ],
  } as Parameters<typeof encodeFunctionData>[0]);
  return { event, expected };
}

async function expectInput(
  receipt: Awaited<ReturnType<typeof send>>,
  msgSender: Address,
  payload: Hex,
) {
  const { event, expected } = await inputOf(receipt, msgSender, payload);
  expect(event.args.appContract).toBe(app);
  expect(event.args.index).toBe(0n);
  expect(event.args.input).toBe(expected);
  expect(event.args.input.slice(0, 10)).toBe("0x415bf363");
  const stored = await publicClient.readContract({
    address: chain.contracts.inputBox,
    abi: inputBox.abi,
    functionName: "getInputHash",
    args: [app, 0n],
  });
  expect(stored).toBe(keccak256(expected));
}

const execLayerData = toHex("exec layer data");
const baseLayerData = toHex("base layer data");

describe("InputAdded payloads, byte for byte", () => {
  test("InputBox.addInput: the payload as given, msgSender the caller", async () => {
    const payload = toHex("hello, rollups");
    const receipt = await send(chain.contracts.inputBox, inputBox.abi, "addInput", [app, payload]);
    await expectInput(receipt, sender.address, payload);
  });

  test("InputBox.addInput: an input over 65,536 bytes reverts with InputTooLarge", async () => {
    const payload = toHex(new Uint8Array(65_217));
    await expect(
      publicClient.simulateContract({
        account: sender,
        address: chain.contracts.inputBox,
        abi: inputBox.abi,
        functionName: "addInput",
        args: [app, payload],
      } as Parameters<typeof publicClient.simulateContract>[0]),
    ).rejects.toThrow(/InputTooLarge/);
    const maxPayload = toHex(new Uint8Array(65_216));
    await send(chain.contracts.inputBox, inputBox.abi, "addInput", [app, maxPayload]);
  });

  test("EtherPortal.depositEther: packed(sender, value, execLayerData)", async () => {
    const value = parseEther("1");
    const portal = rollupsArtifact("EtherPortal");
    const receipt = await send(
      chain.contracts.etherPortal,
      portal.abi,
      "depositEther",
      [app, execLayerData],
      value,
    );
    const payload = encodePacked(
      ["address", "uint256", "bytes"],
      [sender.address, value, execLayerData],
    );
    await expectInput(receipt, chain.contracts.etherPortal, payload);
    expect(await publicClient.getBalance({ address: app })).toBe(value);
  });

  test("ERC20Portal.depositERC20Tokens: packed(token, sender, value, execLayerData)", async () => {
    const value = 123n * 10n ** 18n;
    const token = chain.tokens.erc20;
    await send(token, openZeppelinArtifact("ERC20PresetMinterPauser").abi, "approve", [
      chain.contracts.erc20Portal,
      value,
    ]);
    const receipt = await send(
      chain.contracts.erc20Portal,
      rollupsArtifact("ERC20Portal").abi,
      "depositERC20Tokens",
      [token, app, value, execLayerData],
    );
    const payload = encodePacked(
      ["address", "address", "uint256", "bytes"],
      [token, sender.address, value, execLayerData],
    );
    await expectInput(receipt, chain.contracts.erc20Portal, payload);
  });

  test("ERC721Portal.depositERC721Token: packed(token, sender, tokenId, abi.encode(base, exec))", async () => {
    const token = chain.tokens.erc721;
    const tokenId = 3n; // account 1 owns ids 3, 4 and 5
    const erc721 = openZeppelinArtifact("ERC721PresetMinterPauserAutoId").abi;
    await send(token, erc721, "approve", [chain.contracts.erc721Portal, tokenId]);
    const receipt = await send(
      chain.contracts.erc721Portal,
      rollupsArtifact("ERC721Portal").abi,
      "depositERC721Token",
      [token, app, tokenId, baseLayerData, execLayerData],
    );
    const payload = encodePacked(
      ["address", "address", "uint256", "bytes"],
      [
        token,
        sender.address,
        tokenId,
        encodeAbiParameters([{ type: "bytes" }, { type: "bytes" }], [baseLayerData, execLayerData]),
      ],
    );
    await expectInput(receipt, chain.contracts.erc721Portal, payload);
    const owner = await publicClient.readContract({
      address: token,
      abi: erc721,
      functionName: "ownerOf",
      args: [tokenId],
    });
    expect(owner).toBe(app);
  });

  test("ERC1155SinglePortal.depositSingleERC1155Token: packed(token, sender, id, value, abi.encode(base, exec))", async () => {
    const token = chain.tokens.erc1155;
    await send(token, openZeppelinArtifact("ERC1155PresetMinterPauser").abi, "setApprovalForAll", [
      chain.contracts.erc1155SinglePortal,
      true,
    ]);
    const receipt = await send(
      chain.contracts.erc1155SinglePortal,
      rollupsArtifact("ERC1155SinglePortal").abi,
      "depositSingleERC1155Token",
      [token, app, 2n, 7n, baseLayerData, execLayerData],
    );
    const payload = encodePacked(
      ["address", "address", "uint256", "uint256", "bytes"],
      [
        token,
        sender.address,
        2n,
        7n,
        encodeAbiParameters([{ type: "bytes" }, { type: "bytes" }], [baseLayerData, execLayerData]),
      ],
    );
    await expectInput(receipt, chain.contracts.erc1155SinglePortal, payload);
  });

  test("ERC1155BatchPortal.depositBatchERC1155Token: packed(token, sender, abi.encode(ids, values, base, exec))", async () => {
    const token = chain.tokens.erc1155;
    await send(token, openZeppelinArtifact("ERC1155PresetMinterPauser").abi, "setApprovalForAll", [
      chain.contracts.erc1155BatchPortal,
      true,
    ]);
    const tokenIds = [0n, 3n];
    const values = [5n, 9n];
    const receipt = await send(
      chain.contracts.erc1155BatchPortal,
      rollupsArtifact("ERC1155BatchPortal").abi,
      "depositBatchERC1155Token",
      [token, app, tokenIds, values, baseLayerData, execLayerData],
    );
    const payload = encodePacked(
      ["address", "address", "bytes"],
      [
        token,
        sender.address,
        encodeAbiParameters(
          [{ type: "uint256[]" }, { type: "uint256[]" }, { type: "bytes" }, { type: "bytes" }],
          [tokenIds, values, baseLayerData, execLayerData],
        ),
      ],
    );
    await expectInput(receipt, chain.contracts.erc1155BatchPortal, payload);
  });
});

describe("snapshot and revert", () => {
  const inputCount = () =>
    publicClient.readContract({
      address: chain.contracts.inputBox,
      abi: inputBox.abi,
      functionName: "getNumberOfInputs",
      args: [app],
    });
  const inputLogs = async () =>
    (
      await publicClient.getContractEvents({
        address: chain.contracts.inputBox,
        abi: inputBox.abi,
        eventName: "InputAdded",
        args: { appContract: app },
        fromBlock: 0n,
      })
    ).length;

  const slowInput = () =>
    sendSlowInput(
      { publicClient, walletClient },
      { inputBox: chain.contracts.inputBox, application: app, payload: "0x" },
    );

  test("a snapshot taken while anvil mines a block holds the block: reverted to, the inputs counted are those logged", async () => {
    const hash = await slowInput();
    // Without waiting for the block, a snapshot records the head before it and the state after it.
    const id = await snapshot(publicClient);
    await publicClient.waitForTransactionReceipt({ hash });
    await send(chain.contracts.inputBox, inputBox.abi, "addInput", [app, "0x02"]);
    await revert(publicClient, id);
    expect(await inputCount()).toBe(1n);
    expect(await inputLogs()).toBe(1);
    expect((await publicClient.getTransactionReceipt({ hash })).status).toBe("success");
  });

  test("a revert while anvil mines a block removes the block with what it did", async () => {
    const start = await publicClient.getBlock();
    const id = await snapshot(publicClient);
    const hash = await slowInput();
    // Without waiting for the block, the revert can leave it on the chain, its input not counted.
    await revert(publicClient, id);
    expect(await publicClient.getBlock()).toMatchObject({ number: start.number, hash: start.hash });
    expect(await inputCount()).toBe(0n);
    expect(await inputLogs()).toBe(0);
    await expect(publicClient.getTransactionReceipt({ hash })).rejects.toThrow(
      /could not be found/,
    );
  });

  test("undo what a test did", async () => {
    const id = await snapshot(publicClient);
    await send(chain.contracts.inputBox, inputBox.abi, "addInput", [app, "0x01"]);
    const count = () =>
      publicClient.readContract({
        address: chain.contracts.inputBox,
        abi: inputBox.abi,
        functionName: "getNumberOfInputs",
        args: [app],
      });
    expect(await count()).toBe(1n);
    await revert(publicClient, id);
    expect(await count()).toBe(0n);
  });

  test("withoutAutomine: what waits in the pool is mined before automine is back, so a revert leaves the chain whole", async () => {
    const start = await publicClient.getBlockNumber();
    const id = await snapshot(publicClient);
    const hash = await withoutAutomine(publicClient, async () => {
      const hash = await walletClient.sendTransaction({ to: testAccounts[2]!.address, value: 1n });
      const status = await publicClient.request<{
        Method: "txpool_status";
        Parameters?: undefined;
        ReturnType: { pending: Hex };
      }>({ method: "txpool_status" });
      expect(BigInt(status.pending)).toBe(1n);
      return hash;
    });
    const receipt = await publicClient.getTransactionReceipt({ hash });
    expect(receipt.blockNumber).toBe(start + 1n);
    await revert(publicClient, id);
    // Automine is back: a transaction is mined at once, on the reverted head.
    const next = await walletClient.sendTransaction({ to: testAccounts[2]!.address, value: 1n });
    const mined = await publicClient.waitForTransactionReceipt({ hash: next });
    expect(mined.blockNumber).toBe(start + 1n);
    const parent = await publicClient.getBlock({ blockNumber: start });
    expect((await publicClient.getBlock({ blockNumber: start + 1n })).parentHash).toBe(parent.hash);
  });

  test("a revert beside a client that has blocks mined by its transactions leaves every block with its parent", async () => {
    // The devnet node has the blocks of a staging period mined so, one transaction per block,
    // beside the tests' reverts. A block anvil mines as `evm_revert` runs is left with no parent;
    // this run of reverts found one before the revert waited for the blocks being mined.
    const other = createWalletClient({
      chain: viemChain,
      transport: http(chain.url),
      account: testAccounts[3]!,
    });
    let running = true;
    let blocksWanted = 0;
    let sent = 0;
    // It looks again a millisecond later, and asks for the head only when it wants a block: a loop
    // of `setImmediate` asking anvil all the time kept a core and anvil busy for the whole test.
    const later = () => new Promise((resolve) => setTimeout(resolve, 1));
    const miner = (async () => {
      let from: Hex | undefined;
      while (running) {
        if (blocksWanted === 0) {
          await later();
          continue;
        }
        const head = await publicClient.getBlock().catch(() => undefined); // none during a revert
        if (!head || head.hash === from) {
          await later();
          continue;
        }
        from = head.hash;
        blocksWanted--;
        await other.sendTransaction({ to: other.account.address, value: 0n });
        sent++;
      }
    })();
    try {
      for (let round = 0; round < 50; round++) {
        const id = await snapshot(publicClient);
        await send(chain.contracts.inputBox, inputBox.abi, "addInput", [app, "0x01"]);
        blocksWanted = 2;
        await revert(publicClient, id);
        let block = await publicClient.getBlock();
        for (let depth = 0; depth < 5 && block.number > 0n; depth++) {
          const parent = await publicClient.getBlock({ blockNumber: block.number - 1n });
          expect(block.parentHash, `round ${round}, block ${block.number}`).toBe(parent.hash);
          block = parent;
        }
      }
    } finally {
      running = false;
      await miner;
    }
    expect(sent).toBeGreaterThan(50);
  });

  test("a revert that leaves the head without its parent throws, naming the block", async () => {
    // Anvil as it is after a block was mined by hand during `evm_revert`: the head's parent is gone.
    let reverted = false;
    const broken = createPublicClient({
      transport: custom({
        request: async ({ method, params }) => {
          if (method === "evm_revert") reverted = true;
          if (
            reverted &&
            method === "eth_getBlockByNumber" &&
            params[0] === toHex((await publicClient.getBlockNumber()) - 1n)
          )
            return null;
          return publicClient.request({ method, params } as never);
        },
      }),
    });
    const id = await snapshot(broken);
    const head = await publicClient.getBlockNumber();
    await send(chain.contracts.inputBox, inputBox.abi, "addInput", [app, "0x01"]);
    await expect(revert(broken, id)).rejects.toThrow(
      `evm_revert left block ${head} without its parent`,
    );
  });
});
