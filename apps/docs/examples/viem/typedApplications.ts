import { getInputsAddedFromReceipt } from "@cartesi/viem";
import { encodeFunctionData, erc20Abi, stringToHex } from "viem";
import { account, cartesiClient, devnet, echo, publicClient, walletClient } from "./config";

// Send a command, typed by the definition: a notice, and a voucher that would pay 5 units of a
// token to `account` (the destination is the token's contract).
const token = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const hash = await walletClient.addInput({
  application: echo,
  input: {
    notices: [stringToHex("move accepted")],
    vouchers: [
      {
        destination: token,
        payload: encodeFunctionData({
          abi: erc20Abi,
          functionName: "transfer",
          args: [account.address, 5n],
        }),
      },
    ],
  },
});
const receipt = await publicClient.waitForTransactionReceipt({ hash });
const { inputIndex } = getInputsAddedFromReceipt(receipt, {
  inputBoxAddress: devnet.contracts.inputBox,
})[0]!;
await cartesiClient.waitForInput({ application: "echo", inputIndex, waitProcessing: true });

// Read what it produced, decoded: the notice as text, the voucher as a call of the token.
const { data: notices } = await cartesiClient.listNotices({ application: echo, inputIndex });
console.log(notices.map(({ decodedPayload }) => decodedPayload));
// @log: [ 'move accepted' ]
const { data: vouchers } = await cartesiClient.listVouchers({ application: echo, inputIndex });
for (const { decodedPayload } of vouchers)
  if (decodedPayload?.functionName === "transfer") {
    const [to, amount] = decodedPayload.args;
    console.log(to === account.address, amount);
  }
// @log: true 5n

// Inspect: the request typed, the reports decoded.
const { decodedReports } = await cartesiClient.inspect({ application: echo, request: "board?" });
console.log(decodedReports);
// @log: [ 'board?' ]
