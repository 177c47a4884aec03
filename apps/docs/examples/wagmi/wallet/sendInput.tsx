import { useAddInput } from "@cartesi/wagmi/write";
import { stringToHex } from "viem";
import { Progress, progressOf } from "./progress";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";

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
