import { testCommand } from "@cartesi/local-devnet";
import { testAccounts } from "@rollups-ts/chain";
import { createWalletClient, http, parseEther } from "viem";
import { expect, inject, test } from "vitest";
import { devnetDeployment, revertOf } from "../test/l1.js";
import { application, chain, publicClient, settleEpoch } from "../test/node.js";
import { createCartesiPublicClient } from "./clients/createCartesiPublicClient.js";
import { publicActionsL1 } from "./decorators/publicActionsL1.js";
import { walletActionsL1 } from "./decorators/walletActionsL1.js";
import { getInputsAddedFromReceipt } from "./utils/getInputsAddedFromReceipt.js";

// The flow the docs walk through: deposit, wait for the input, read the voucher, wait for the
// epoch to be accepted, validate and execute the voucher, and see it refused a second time.
test("deposit ether → voucher → CLAIM_ACCEPTED → validate → execute → not re-executable", async () => {
  const user = testAccounts[3]!;
  const recipient = testAccounts[6]!.address;
  const walletClient = createWalletClient({
    account: user,
    chain: publicClient.chain,
    transport: http(chain.url),
  }).extend(walletActionsL1({ deployments: [devnetDeployment(chain)] }));
  const l1 = publicClient.extend(publicActionsL1());
  const node = createCartesiPublicClient({
    transport: http(inject("node").url),
    pollingInterval: 50,
  });

  // The test application turns this payload into a voucher sending 1 ether to the recipient.
  const voucherCommand = testCommand({
    vouchers: [{ destination: recipient, value: parseEther("1"), payload: "0x" }],
  });
  // The chain's own contracts: v3 in the N project, where the actions' v2.2 defaults reach no node.
  const hash = await walletClient.depositEther({
    application,
    value: parseEther("1"),
    execLayerData: voucherCommand,
    portalAddress: chain.contracts.etherPortal,
  });
  const [deposit] = getInputsAddedFromReceipt(
    await publicClient.waitForTransactionReceipt({ hash }),
    { inputBoxAddress: chain.contracts.inputBox },
  );
  expect(deposit?.input.sender).toBe(chain.contracts.etherPortal);

  const input = await node.waitForInput({
    application,
    inputIndex: deposit!.inputIndex,
    waitProcessing: true,
    rejectErrors: true,
  });
  expect(input.status).toBe("ACCEPTED");
  const { data: vouchers } = await node.listOutputs({
    application,
    inputIndex: input.index,
    outputType: "voucher",
  });
  expect(vouchers).toHaveLength(1);
  expect(vouchers[0]!.decodedData).toStrictEqual({
    type: "voucher",
    destination: recipient,
    value: parseEther("1"),
    payload: "0x",
  });

  await settleEpoch(input.epochIndex);
  const voucher = await node.getOutput({ application, outputIndex: vouchers[0]!.index });
  expect(await l1.validateOutput({ application, output: voucher })).toBe(true);

  const before = await publicClient.getBalance({ address: recipient });
  const executed = await walletClient.executeOutput({ application, output: voucher });
  expect((await publicClient.waitForTransactionReceipt({ hash: executed })).status).toBe("success");
  expect(await publicClient.getBalance({ address: recipient })).toBe(before + parseEther("1"));

  const again = await walletClient
    .executeOutput({ application, output: voucher })
    .catch((error) => error);
  expect(revertOf(again).errorName).toBe("OutputNotReexecutable");
});
