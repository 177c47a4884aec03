import { useAddInput } from "@cartesi/wagmi/write";
import { stringToHex } from "viem";
import { Progress, progressOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

export function SendInput() {
  // Sends with the connected wallet; `data` is the transaction's hash.
  const addInput = useAddInput();
  return (
    <div>
      <button
        type="button"
        onClick={() => addInput.mutate({ application, payload: stringToHex("hello") })}
      >
        Send "hello"
      </button>
      <Progress {...progressOf(addInput)} />
    </div>
  );
}
