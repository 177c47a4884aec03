import { clients, isolate } from "@cartesi/local-devnet/test";
import { type ChainInfo, testAccounts } from "@rollups-ts/chain";
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hash,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
} from "viem";
import { describe, expect, inject, test } from "vitest";
import { inputBoxAbi } from "../abi/generated.js";
import { depositBatchERC1155Token } from "../actions/l1/depositBatchERC1155Token.js";
import { depositERC20Tokens } from "../actions/l1/depositERC20Tokens.js";
import { depositERC721Token } from "../actions/l1/depositERC721Token.js";
import { depositEther } from "../actions/l1/depositEther.js";
import { depositSingleERC1155Token } from "../actions/l1/depositSingleERC1155Token.js";
import { createCartesiPublicClient } from "../clients/createCartesiPublicClient.js";
import { defineDeployment, knownDeployments, type RollupsDeployment } from "../deployments.js";
import { InvalidEncodingError } from "../errors/encoding.js";
import { decodeDeposit, encodeDeposit } from "./deposit.js";
import { decodeEvmAdvance, encodeEvmAdvance } from "./evmAdvance.js";

const info = inject("chain");
const account = testAccounts[1]!;
// Polls every 50 ms: anvil may answer a sent transaction before it has mined it (here when the
// node's claimer sends one at the same time), and a receipt asked for at once may not be there yet.
const { publicClient, walletClient } = clients(info as ChainInfo, account);
const node = inject("node");
const nodeClient = createCartesiPublicClient({ transport: http(node.url), pollingInterval: 50 });
// One snapshot for the file: the node reads the inputs as they accumulate, with no revert between.
isolate(publicClient);

const approvalAbi = parseAbi([
  "function approve(address spender, uint256 value)",
  "function setApprovalForAll(address operator, bool approved)",
]);

async function send(to: Address, data: Hex) {
  const hash = await walletClient.sendTransaction({ to, data });
  expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe("success");
}

/** The raw `input` of the one `InputAdded` event of a transaction, and the input's index. */
async function inputAdded(hash: Hash, inputBox: Address) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  const [event, ...others] = parseEventLogs({ abi: inputBoxAbi, logs: receipt.logs });
  expect(others).toEqual([]);
  expect(getAddress(event!.address)).toBe(getAddress(inputBox));
  return { input: event!.args.input, index: event!.args.index };
}

const execLayerData = "0x657865632064617461" as const;
const baseLayerData = "0x62617365" as const;

describe.each(["v2", "v3", "v3-alpha.9"] as const)(
  "deposits through the %s portals decode to what was deposited",
  (generation) => {
    const deployed = (info as ChainInfo).generations[generation]!;
    const { contracts, release } = deployed;
    const application = deployed.application.application;
    // From 3.0.0-alpha.7 the application names its InputBox, where its portals add the deposits.
    const inputBox = deployed.application.inputBox ?? contracts.inputBox;
    const deployment: RollupsDeployment = defineDeployment({ version: release, contracts });
    // v2.2 is a release the package knows: its portals are found among knownDeployments; the
    // devnet's v3 contracts are not one, so their deployment is passed.
    const known = knownDeployments.some(
      ({ contracts: known }) => getAddress(known.etherPortal) === getAddress(contracts.etherPortal),
    );
    const decodeParameters = { deployment: known ? knownDeployments : deployment };

    /** Decodes the input a deposit added, checks both encoders give its bytes back, and returns the deposit. */
    async function decodeMined(hash: Hash) {
      const { input, index } = await inputAdded(hash, inputBox);
      const advance = decodeEvmAdvance(input);
      expect(advance.applicationContract).toBe(getAddress(application));
      expect(advance.index).toBe(index);
      expect(encodeEvmAdvance(advance)).toBe(input);
      if (node.generation === generation) {
        // The node of this project follows this generation's application: its raw_data decodes the same.
        const read = await nodeClient.waitForInput({ application, inputIndex: index });
        expect(read.rawData).toBe(input);
        expect(decodeEvmAdvance(read.rawData)).toEqual(advance);
      }
      const deposit = decodeDeposit(advance, decodeParameters);
      expect(deposit).toBeDefined();
      expect(encodeDeposit(deposit!)).toBe(advance.payload);
      return deposit;
    }

    test("Ether", async () => {
      const value = parseEther("0.5");
      const hash = await depositEther(walletClient, {
        deployment,
        application,
        value,
        execLayerData,
      });
      expect(await decodeMined(hash)).toEqual({
        type: "ether",
        portal: getAddress(contracts.etherPortal),
        sender: account.address,
        value,
        execLayerData,
      });
    });

    test("ERC-20", async () => {
      const token = info.tokens.erc20;
      const amount = 1234n;
      await send(
        token,
        encodeFunctionData({
          abi: approvalAbi,
          functionName: "approve",
          args: [contracts.erc20Portal, amount],
        }),
      );
      const hash = await depositERC20Tokens(walletClient, {
        deployment,
        token,
        application,
        amount,
        execLayerData,
      });
      expect(await decodeMined(hash)).toEqual({
        type: "erc20",
        portal: getAddress(contracts.erc20Portal),
        sender: account.address,
        token: getAddress(token),
        amount,
        execLayerData,
      });
    });

    test("ERC-721", async () => {
      const token = info.tokens.erc721;
      // Account 1 owns ids 3, 4 and 5: one per generation.
      const tokenId = { v2: 3n, v3: 4n, "v3-alpha.9": 5n }[generation];
      await send(
        token,
        encodeFunctionData({
          abi: approvalAbi,
          functionName: "approve",
          args: [contracts.erc721Portal, tokenId],
        }),
      );
      const hash = await depositERC721Token(walletClient, {
        deployment,
        token,
        application,
        tokenId,
        baseLayerData: "0x",
        execLayerData,
      });
      expect(await decodeMined(hash)).toEqual({
        type: "erc721",
        portal: getAddress(contracts.erc721Portal),
        sender: account.address,
        token: getAddress(token),
        tokenId,
        baseLayerData: "0x",
        execLayerData,
      });
    });

    test("ERC-1155, one id", async () => {
      const token = info.tokens.erc1155;
      await send(
        token,
        encodeFunctionData({
          abi: approvalAbi,
          functionName: "setApprovalForAll",
          args: [contracts.erc1155SinglePortal, true],
        }),
      );
      const hash = await depositSingleERC1155Token(walletClient, {
        deployment,
        token,
        application,
        tokenId: 2n,
        value: 7n,
        baseLayerData,
        execLayerData: "0x",
      });
      expect(await decodeMined(hash)).toEqual({
        type: "erc1155Single",
        portal: getAddress(contracts.erc1155SinglePortal),
        sender: account.address,
        token: getAddress(token),
        tokenId: 2n,
        value: 7n,
        baseLayerData,
        execLayerData: "0x",
      });
    });

    test("ERC-1155, a batch", async () => {
      const token = info.tokens.erc1155;
      await send(
        token,
        encodeFunctionData({
          abi: approvalAbi,
          functionName: "setApprovalForAll",
          args: [contracts.erc1155BatchPortal, true],
        }),
      );
      const hash = await depositBatchERC1155Token(walletClient, {
        deployment,
        token,
        application,
        tokenIds: [0n, 4n, 1n],
        values: [1n, 20n, 300n],
        baseLayerData,
        execLayerData,
      });
      expect(await decodeMined(hash)).toEqual({
        type: "erc1155Batch",
        portal: getAddress(contracts.erc1155BatchPortal),
        sender: account.address,
        token: getAddress(token),
        tokenIds: [0n, 4n, 1n],
        values: [1n, 20n, 300n],
        baseLayerData,
        execLayerData,
      });
    });
  },
);

test("an input whose sender is no portal of the deployments given is no deposit", async () => {
  const v3 = info.generations.v3!;
  const payload = "0x" as const;
  expect(
    decodeDeposit({ sender: account.address, payload }, { deployment: knownDeployments }),
  ).toBeUndefined();
  // The devnet's v3 portals are no release's canonical ones: without their deployment, unknown.
  const etherDeposit = encodeDeposit({
    type: "ether",
    sender: account.address,
    value: 1n,
    execLayerData: "0x",
  });
  expect(
    decodeDeposit(
      { sender: v3.contracts.etherPortal, payload: etherDeposit },
      { deployment: knownDeployments },
    ),
  ).toBeUndefined();
  expect(
    decodeDeposit(
      { sender: v3.contracts.etherPortal, payload: etherDeposit },
      { deployment: [defineDeployment({ version: v3.release, contracts: v3.contracts })] },
    ),
  ).toMatchObject({ type: "ether", value: 1n });
});

test("every known release's portals are recognized, each as its kind", () => {
  for (const deployment of knownDeployments) {
    const { contracts } = deployment;
    const sender = account.address;
    expect(
      decodeDeposit(
        {
          sender: contracts.etherPortal,
          payload: encodeDeposit({ type: "ether", sender, value: 5n, execLayerData: "0x" }),
        },
        { deployment },
      ),
    ).toMatchObject({ type: "ether" });
    expect(
      decodeDeposit(
        {
          sender: contracts.erc20Portal,
          payload: encodeDeposit({
            type: "erc20",
            sender,
            token: sender,
            amount: 5n,
            execLayerData: "0x",
          }),
        },
        { deployment },
      ),
    ).toMatchObject({ type: "erc20" });
    expect(
      decodeDeposit(
        {
          sender: contracts.erc721Portal,
          payload: encodeDeposit({
            type: "erc721",
            sender,
            token: sender,
            tokenId: 5n,
            baseLayerData: "0x",
            execLayerData: "0x",
          }),
        },
        { deployment },
      ),
    ).toMatchObject({ type: "erc721" });
    expect(
      decodeDeposit(
        {
          sender: contracts.erc1155SinglePortal,
          payload: encodeDeposit({
            type: "erc1155Single",
            sender,
            token: sender,
            tokenId: 5n,
            value: 1n,
            baseLayerData: "0x",
            execLayerData: "0x",
          }),
        },
        { deployment },
      ),
    ).toMatchObject({ type: "erc1155Single" });
    expect(
      decodeDeposit(
        {
          sender: contracts.erc1155BatchPortal,
          payload: encodeDeposit({
            type: "erc1155Batch",
            sender,
            token: sender,
            tokenIds: [],
            values: [],
            baseLayerData: "0x",
            execLayerData: "0x",
          }),
        },
        { deployment },
      ),
    ).toMatchObject({ type: "erc1155Batch" });
  }
});

describe("malformed payloads raise an InvalidEncodingError naming the field", () => {
  const [{ contracts }] = knownDeployments as [RollupsDeployment];
  const sender = account.address;
  const failure = (portal: Address, payload: Hex) => {
    try {
      decodeDeposit({ sender: portal, payload }, { deployment: knownDeployments });
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEncodingError);
      return (error as InvalidEncodingError).field;
    }
    throw new Error("decoded");
  };

  test("a payload cut short names the field it ends in", () => {
    const ether = encodeDeposit({ type: "ether", sender, value: 1n, execLayerData: "0x" });
    expect(failure(contracts.etherPortal, `0x${ether.slice(2, 2 + 30)}`)).toBe("deposit.sender");
    expect(failure(contracts.etherPortal, `0x${ether.slice(2, 2 + 60)}`)).toBe("deposit.value");
    const erc20 = encodeDeposit({
      type: "erc20",
      sender,
      token: sender,
      amount: 1n,
      execLayerData: "0x",
    });
    expect(failure(contracts.erc20Portal, `0x${erc20.slice(2, 2 + 100)}`)).toBe("deposit.amount");
  });

  test("not hex", () => {
    expect(failure(contracts.etherPortal, "0x123" as Hex)).toBe("deposit.payload");
  });

  test("the ABI-encoded data after the fixed fields: cut, dirty or followed by more bytes", () => {
    const single = encodeDeposit({
      type: "erc1155Single",
      sender,
      token: sender,
      tokenId: 1n,
      value: 1n,
      baseLayerData: "0x01",
      execLayerData: "0x0203",
    });
    const fixed = 2 + 2 * 104;
    // Cut inside execLayerData's bytes.
    expect(failure(contracts.erc1155SinglePortal, single.slice(0, -66) as Hex)).toBe(
      "deposit.execLayerData",
    );
    // Bytes after the last field.
    expect(failure(contracts.erc1155SinglePortal, `${single}00`)).toBe("deposit.execLayerData");
    // baseLayerData's offset pointing elsewhere.
    const offset = single.slice(fixed, fixed + 64);
    expect(offset).toBe(`${"0".repeat(62)}40`);
    expect(
      failure(
        contracts.erc1155SinglePortal,
        `${single.slice(0, fixed)}${"0".repeat(62)}60${single.slice(fixed + 64)}` as Hex,
      ),
    ).toBe("deposit.baseLayerData");
    // Dirty padding after baseLayerData's one byte.
    const baseBytes = fixed + 64 * 3;
    expect(single.slice(baseBytes, baseBytes + 2)).toBe("01");
    expect(
      failure(
        contracts.erc1155SinglePortal,
        `${single.slice(0, baseBytes + 2)}ff${single.slice(baseBytes + 4)}` as Hex,
      ),
    ).toBe("deposit.baseLayerData");
  });

  test("a batch with more ids than values", () => {
    const batch = encodeDeposit({
      type: "erc1155Batch",
      sender,
      token: sender,
      tokenIds: [1n, 2n],
      values: [1n],
      baseLayerData: "0x",
      execLayerData: "0x",
    });
    expect(failure(contracts.erc1155BatchPortal, batch)).toBe("deposit.values");
  });
});
