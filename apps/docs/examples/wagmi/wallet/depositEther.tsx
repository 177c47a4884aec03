import { useDepositEther } from "@cartesi/wagmi/write";
import { parseEther, stringToHex, toHex } from "viem";
import { useConnection } from "wagmi";
import { Progress, progressOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

export function DepositEther() {
  const { address } = useConnection();
  const depositEther = useDepositEther();
  // The devnet's test application reads a JSON command from execLayerData (yours decides its
  // own format): this one asks for a voucher that pays the ether back to the sender.
  const command = { vouchers: [{ destination: address, value: toHex(parseEther("1")) }] };
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          depositEther.mutate({
            application,
            value: parseEther("1"),
            execLayerData: stringToHex(JSON.stringify(command)),
          })
        }
      >
        Deposit 1 ETH
      </button>
      <Progress {...progressOf(depositEther)} />
    </div>
  );
}
