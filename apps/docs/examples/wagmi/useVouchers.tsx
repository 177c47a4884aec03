import { devnetApplications } from "@cartesi/local-devnet/deployment";
import { defineApplication } from "@cartesi/viem/codec";
import { useVouchers } from "@cartesi/wagmi";
import { erc20Abi, formatEther } from "viem";

// The devnet's test application, whose vouchers call ERC-20 tokens here.
const echo = defineApplication({
  address: devnetApplications.N,
  outputs: { vouchers: erc20Abi },
});

export function VouchersOfInput() {
  const { data: page, error, isPending } = useVouchers(echo, { inputIndex: 0n });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <ul>
      {page.data.map(({ index, decodedData, decodedPayload }) => (
        <li key={index.toString()}>
          {index.toString()}: {formatEther(decodedData.value)} ETH,{" "}
          {decodedPayload ? decodedPayload.functionName : "no call"}
        </li>
      ))}
    </ul>
  );
}
// @log: 1: 1 ETH, no call
