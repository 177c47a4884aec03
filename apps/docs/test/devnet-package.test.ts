import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { quickStartInstall } from "./packed.ts";

const docsRoot = fileURLToPath(new URL("..", import.meta.url));
const packagesRoot = join(docsRoot, "..", "..", "packages");
const fixtures = join(packagesRoot, "devnet", "fixtures");
/** The folder npm installed the packages into, and this file's own folder inside it. */
let installFolder: string;
let folder: string;

/** The application of the Introduction's "Local development" section, as printed. */
function pageApplication(): string {
  const page = readFileSync(join(docsRoot, "pages", "index.mdx"), "utf8");
  const block = /```js twoslash \[app\.mjs\]\n([\s\S]*?)```/.exec(page);
  expect(block, "the app.mjs block on /").not.toBeNull();
  return block![1]!;
}

// Drives an application with @cartesi/viem as installed from the tarballs: an input, its outputs
// and reports on the node, the epoch accepted, the voucher executed, an inspect. Prints JSON.
const client = `import { createCartesiPublicClient, walletActionsL1, getInputsAddedFromReceipt } from "@cartesi/viem";
import { createPublicClient, createWalletClient, hexToString, http, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";

const [chainUrl, nodeUrl, inspectUrl, application] = process.argv.slice(2);
// anvil's fifth test account
const account = privateKeyToAccount("0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a");
const chain = { ...foundry, rpcUrls: { default: { http: [chainUrl] } } };
const publicClient = createPublicClient({ chain, transport: http(chainUrl), pollingInterval: 50 });
const wallet = createWalletClient({ account, chain, transport: http(chainUrl) }).extend(walletActionsL1());
const node = createCartesiPublicClient({ transport: http(nodeUrl), pollingInterval: 50 });

// The devnet's InputBox is in no release @cartesi/viem knows: the node says which one it reads.
const { inputBoxAddress, epochLength } = await node.getApplication({ application });
const send = async (payload) => {
  const hash = await wallet.addInput({ application, payload });
  const [added] = getInputsAddedFromReceipt(await publicClient.waitForTransactionReceipt({ hash }), { inputBoxAddress });
  return node.waitForInput({ application, inputIndex: added.inputIndex, waitProcessing: true });
};
const input = await send(toHex("hello host"));
const outputs = (await node.listOutputs({ application, inputIndex: input.index })).data;
const reports = (await node.listReports({ application, inputIndex: input.index })).data;
let executed = null;
if (outputs.some((output) => output.decodedData.type === "voucher")) {
  // The app's voucher goes to the input's sender, an account without code, with the input's
  // payload: from 3.0.0-alpha.7 the application refuses such a voucher when it carries a payload
  // (TargetHasNoCode), so the voucher executed is that of an empty input.
  const empty = await send("0x");
  const [voucher] = (await node.listOutputs({ application, inputIndex: empty.index, outputType: "voucher" })).data;
  const head = await publicClient.getBlockNumber();
  const blocks = (empty.epochIndex + 1n) * epochLength - head;
  await publicClient.request({ method: "anvil_mine", params: [toHex(blocks > 0n ? blocks : 1n)] });
  // The claim is staged, then accepted once the staging period's blocks are mined.
  while ((await node.getEpoch({ application, epochIndex: empty.epochIndex })).status !== "CLAIM_ACCEPTED") {
    await publicClient.request({ method: "anvil_mine", params: ["0x1"] });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const proven = await node.getOutput({ application, outputIndex: voucher.index });
  const tx = await wallet.executeOutput({ application, output: proven });
  executed = (await publicClient.waitForTransactionReceipt({ hash: tx })).status;
}
const inspected = await (await fetch(inspectUrl, { method: "POST", body: "state" })).json();
console.log(JSON.stringify({
  status: input.status,
  processed: (await node.getProcessedInputCount({ application })).toString(),
  outputs: outputs.map((output) => ({ type: output.decodedData.type, payload: output.decodedData.payload })),
  reports: reports.length,
  executed,
  inspect: { status: inspected.status, reports: (inspected.reports ?? []).map((report) => hexToString(report.payload)) },
}));
`;

beforeAll(() => {
  // The packages as npm installs them: packed, workspace versions resolved, in an empty folder
  // (the quick start's install, which has @cartesi/viem, viem and the devnet). This file's scripts
  // go in a folder inside it, where Node finds the installed packages.
  installFolder = quickStartInstall();
  folder = join(installFolder, "devnet-package");
  mkdirSync(folder);
  copyFileSync(join(fixtures, "app.mjs"), join(folder, "app.mjs"));
  copyFileSync(join(fixtures, "app.py"), join(folder, "app.py"));
  writeFileSync(join(folder, "page-app.mjs"), pageApplication());
  writeFileSync(join(folder, "client.mjs"), client);
}, 300_000);

/** `devnet -- <command>` from the installed package's bin, on free ports, until `stop`. */
async function startDevnet(command: string[]) {
  const installed = join(installFolder, "node_modules", "@cartesi", "local-devnet");
  const { bin } = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
  const ports = ["--port", "0", "--node-port", "0", "--rollup-port", "0", "--block-time", "0"];
  // Node itself, not the `node` on PATH (a shell wrapper here that would not pass on SIGINT).
  const devnet = spawn(
    process.execPath,
    [join(installed, bin.devnet), ...ports, "--", ...command],
    {
      cwd: folder,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  devnet.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  devnet.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await vi.waitFor(
    () => {
      if (devnet.exitCode !== null) throw new Error(`devnet exited early:\n${output}`);
      expect(output).toContain("Press Ctrl-C");
    },
    { timeout: 60_000, interval: 50 },
  );
  const field = (label: string) => new RegExp(`^${label}\\s+(\\S+)`, "m").exec(output)![1]!;
  return {
    args: [field("Chain"), field("Node"), field("Inspect"), field("Application")],
    stop: async () => {
      devnet.kill("SIGINT");
      if (devnet.exitCode === null) await once(devnet, "exit");
      return devnet.exitCode;
    },
  };
}

describe.each([
  ["node app.mjs", ["node", "app.mjs"], true],
  ["python3 app.py", ["python3", "app.py"], true],
  ["the page's app.mjs", ["node", "page-app.mjs"], false],
])(
  "the packed @cartesi/local-devnet, installed with npm: devnet -- %s",
  (_name, command, voucher) => {
    test("an input sent with @cartesi/viem yields the app's outputs and report; the voucher of an empty input executes; an inspect returns its report", async () => {
      const devnet = await startDevnet(command as string[]);
      try {
        const run = execFileSync(process.execPath, ["client.mjs", ...devnet.args], {
          cwd: folder,
          encoding: "utf8",
        });
        const result = JSON.parse(run.trim().split("\n").at(-1)!);
        const payload = "0x68656c6c6f20686f7374"; // "hello host"
        expect(result.status).toBe("ACCEPTED");
        // The apps with a voucher get a second, empty input whose voucher is executed.
        expect(result.processed).toBe(voucher ? "2" : "1");
        expect(result.reports).toBe(1);
        if (voucher) {
          expect(result.outputs).toStrictEqual([
            { type: "voucher", payload },
            { type: "notice", payload },
          ]);
          expect(result.executed).toBe("success");
          expect(result.inspect).toStrictEqual({
            status: "Accepted",
            reports: ["inspected state"],
          });
        } else {
          expect(result.outputs).toStrictEqual([{ type: "notice", payload }]);
          expect(result.executed).toBeNull();
          expect(result.inspect).toStrictEqual({ status: "Accepted", reports: ["state"] });
        }
      } finally {
        expect(await devnet.stop()).toBe(0);
      }
    });
  },
);
