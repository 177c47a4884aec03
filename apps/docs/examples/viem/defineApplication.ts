import { encodeFunctionData, erc20Abi } from "viem";
import { cartesiClient, echo } from "./config";

// Decode what the node serves: output 0 of the seeded input is a notice, text in this definition.
const output = await cartesiClient.getOutput({ application: "echo", outputIndex: 0n });
const decoded = echo.decodeOutput(output);
console.log(decoded.type, decoded.decodedPayload);
// @log: notice hello

// Encode an input: a command asking for a voucher that calls `transfer` on a token.
const payload = echo.encodeInput({
  vouchers: [
    {
      destination: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      payload: encodeFunctionData({
        abi: erc20Abi,
        functionName: "transfer",
        args: ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8", 1n],
      }),
    },
  ],
});
console.log(echo.decodeInput(payload).vouchers?.length);
// @log: 1
