import { useInput, useOutputs } from "@cartesi/wagmi";
import { formatEther } from "viem";

export function Vouchers({ inputIndex = 0n }: { inputIndex?: bigint }) {
  const input = useInput({ application: "echo", inputIndex });
  const vouchers = useOutputs({
    application: "echo",
    inputIndex,
    outputType: "voucher",
    limit: 10,
    offset: 0,
    query: { select: (page) => page.data },
  });
  if (input.isPending || vouchers.isPending) return <p>Loading…</p>;
  if (input.error) return <p>{input.error.shortMessage}</p>;
  if (vouchers.error) return <p>{vouchers.error.shortMessage}</p>;
  return (
    <ul>
      <li>
        Input {input.data.index.toString()}: {input.data.status}
      </li>
      {vouchers.data.map((output) =>
        output.decodedData.type === "voucher" ? (
          <li key={output.index.toString()}>
            Voucher {output.index.toString()}: {formatEther(output.decodedData.value)} ETH to{" "}
            {output.decodedData.destination}
          </li>
        ) : null,
      )}
    </ul>
  );
}
// @log: Input 0: ACCEPTED
// @log: Voucher 1: 1 ETH to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8
