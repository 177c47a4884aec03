import { testAccounts } from "@rollups-ts/chain";
import { parseEther } from "viem";
import { afterAll, bench, describe } from "vitest";
import { provenOutputs, testClients } from "../../../test/l1.js";
import { addInput } from "./addInput.js";
import { depositEther } from "./depositEther.js";
import { estimateAddInputGas } from "./estimateAddInputGas.js";
import { estimateExecuteOutputGas } from "./estimateExecuteOutputGas.js";
import { validateOutput } from "./validateOutput.js";

// Round trips to a local anvil: what the actions add on top of the chain (requests, encoding).
const { info, requests, publicClient, walletClient, localAccount } = testClients();
const application = info.application.application;
const outputs = provenOutputs(testAccounts[7]!.address);
const requestCounts = new Map<string, number>();

async function counted(name: string, action: () => Promise<unknown>) {
  const before = requests.length;
  await action();
  requestCounts.set(name, requests.length - before);
}

afterAll(() => {
  console.log("JSON-RPC requests per call:", Object.fromEntries(requestCounts));
});

describe("send a transaction (local account), until submitted", () => {
  bench("addInput, gas estimated", () =>
    counted("addInput, gas estimated", () =>
      addInput(walletClient, { application, payload: "0x" }),
    ),
  );
  bench("addInput, gas given", () =>
    counted("addInput, gas given", () =>
      addInput(walletClient, { application, payload: "0x", gas: 100_000n }),
    ),
  );
  bench("addInput, gas null (viem fills it)", () =>
    counted("addInput, gas null", () =>
      addInput(walletClient, { application, payload: "0x", gas: null }),
    ),
  );
  bench("depositEther, gas estimated", () =>
    counted("depositEther", () =>
      depositEther(walletClient, { application, value: parseEther("0.001") }),
    ),
  );
});

describe("read-only calls", () => {
  bench("estimateAddInputGas", () =>
    counted("estimateAddInputGas", () =>
      estimateAddInputGas(publicClient, { account: localAccount, application, payload: "0x" }),
    ),
  );
  bench("estimateExecuteOutputGas", () =>
    counted("estimateExecuteOutputGas", () =>
      estimateExecuteOutputGas(publicClient, { application, output: outputs.etherVoucher }),
    ),
  );
  bench("validateOutput", () =>
    counted("validateOutput", () =>
      validateOutput(publicClient, { application, output: outputs.etherVoucher }),
    ),
  );
});
