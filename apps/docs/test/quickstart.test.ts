import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { quickStartInstall } from "./packed.ts";
import { quickStartFiles } from "./quickstart-files.ts";

test("the quick start on / runs as printed from an empty folder", async () => {
  const files = quickStartFiles();
  expect(files.map(({ name }) => name)).toEqual(["example.ts", "config.ts"]);
  // The packages as npm would install them, into an empty folder: packed, with their workspace
  // versions resolved. The page installs @cartesi/local-devnet as a development dependency: the
  // files import the devnet's addresses from it.
  const folder = quickStartInstall();
  for (const { name, text } of files) writeFileSync(join(folder, name), text);

  const tsx = join(folder, "node_modules", ".bin", "tsx");
  // Observes, without changing them, the requests the example sends: when each starts and ends, in
  // seconds since its process started, so the printed time splits into the machine's share
  // (starting Node and tsx, loading viem) and the waits for the chain and the node.
  const requestLog = join(folder, "requests.jsonl");
  writeFileSync(
    join(folder, "requests.mjs"),
    `import { appendFileSync } from "node:fs";
const platformFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const start = performance.now() / 1000;
  const response = await platformFetch(input, init);
  const answer = await response.clone().json().catch(() => null);
  const end = performance.now() / 1000;
  let calls = [];
  try {
    calls = [JSON.parse(String(init?.body))].flat();
  } catch {}
  const answers = [answer].flat();
  calls.forEach((call, index) => {
    const found = answers[index]?.result != null;
    appendFileSync(${JSON.stringify(requestLog)}, JSON.stringify({ start, end, method: call?.method, found }) + "\\n");
  });
  return response;
};
`,
  );
  // What starting Node with tsx costs on this machine, to tell it apart from the example's own time.
  writeFileSync(join(folder, "empty.ts"), "export {};\n");
  // Seconds to the last line printed and to the process's exit (Node's fetch keeps idle
  // keep-alive sockets open for a few seconds after the last request).
  const run = (file: string, args: string[] = []) =>
    new Promise<{ out: string; printed: number; exited: number }>((resolve, reject) => {
      const started = performance.now();
      const child = spawn(tsx, [...args, file], {
        cwd: folder,
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      let printed = 0;
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString("utf8");
        printed = (performance.now() - started) / 1000;
      });
      child.on("error", reject);
      child.on("close", (code) => {
        const exited = (performance.now() - started) / 1000;
        if (code === 0) resolve({ out, printed, exited });
        else reject(new Error(`tsx ${file} exited with ${code}: ${out}`));
      });
    });
  const startup = (await run("empty.ts")).exited;
  const {
    out: printed,
    printed: done,
    exited,
  } = await run("example.ts", ["--import", "./requests.mjs"]);
  console.info(
    `Quick start from an empty folder: last line printed after ${done.toFixed(1)} s, process exited ` +
      `after ${exited.toFixed(1)} s; starting an empty tsx script takes ${startup.toFixed(1)} s.\n` +
      whereTimeGoes(readFileSync(requestLog, "utf8")),
  );

  const example = files[0]!.text;
  const expected = [...example.matchAll(/^\s*\/\/ @log: ?(.*)$/gm)].map((match) => match[1]);
  expect(printed.trimEnd().split("\n")).toEqual(expected);
});

type Request = { start: number; end: number; method: string; found: boolean };

/** The example's timeline from its requests: the machine's share first, then each wait. */
function whereTimeGoes(log: string): string {
  const requests: Request[] = log
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  const first = Math.min(...requests.map(({ start }) => start));
  const sent = requests.find(({ method }) => method === "eth_sendRawTransaction")?.end;
  const mined = requests.find(
    ({ method, found }) => method === "eth_getTransactionReceipt" && found,
  )?.end;
  const processed = requests.filter(({ method }) => method === "cartesi_getInput").at(-1)?.end;
  const last = Math.max(...requests.map(({ end }) => end));
  const at = (seconds: number | undefined) =>
    seconds === undefined ? "?" : `${seconds.toFixed(2)} s`;
  const polls = (method: string) => requests.filter((request) => request.method === method).length;
  return (
    `  In the example's process: first request at ${at(first)} (Node, tsx, loading viem); ` +
    `transaction sent at ${at(sent)}; receipt at ${at(mined)} (the next block, one a second; ` +
    `${polls("eth_blockNumber")} block-number polls); input processed at ${at(processed)} ` +
    `(${polls("cartesi_getInput")} cartesi_getInput polls); last request ends at ${at(last)}; ` +
    `${requests.length} requests.`
  );
}
