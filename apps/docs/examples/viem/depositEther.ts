import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { parseEther } from "viem";
import { publicClient, walletClient } from "./config";

const hash = await walletClient.depositEther({
  application: "0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47",
  value: parseEther("1"),
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
// The input's sender is the portal; the depositor is in its payload.
const [added] = getInputsAddedFromReceipt(receipt);
console.log(receipt.status, added?.input.sender);
// @log: success 0xA632c5c05812c6a6149B7af5C56117d1D2603828
