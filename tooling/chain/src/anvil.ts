import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** Path of the anvil binary shipped by `@foundry-rs/anvil` for this platform. */
export function anvilBinary(): string {
  const platform = `${process.platform === "win32" ? "win32" : process.platform}-${process.arch === "x64" ? "amd64" : process.arch}`;
  const anvilPackage = dirname(require.resolve("@foundry-rs/anvil/package.json"));
  const requireFromAnvil = createRequire(join(anvilPackage, "package.json"));
  const binaryPackage = dirname(
    requireFromAnvil.resolve(`@foundry-rs/anvil-${platform}/package.json`),
  );
  return join(binaryPackage, "bin", process.platform === "win32" ? "anvil.exe" : "anvil");
}

export type AnvilOptions = {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Seconds between blocks; without it anvil mines one block per transaction. */
  blockTime?: number;
  chainId?: number;
  /** Timestamp of the genesis block, in seconds since the Unix epoch (default: now). */
  genesisTimestamp?: number;
};

export type Anvil = {
  url: string;
  port: number;
  stop: () => Promise<void>;
};

// Runs anvil under a shell that kills it when our stdin pipe closes, so a test run
// that is killed outright (no teardown) still leaves no anvil behind.
const watchdog =
  'exec 3<&0; "$0" "$@" </dev/null & pid=$!; trap \'kill $pid 2>/dev/null\' TERM INT; (cat <&3 >/dev/null; kill $pid 2>/dev/null) & wait $pid';

/** Starts anvil on a loopback port and resolves once it accepts requests. */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const args = ["--host", "127.0.0.1", "--port", String(options.port ?? 0)];
  if (options.blockTime !== undefined) args.push("--block-time", String(options.blockTime));
  if (options.chainId !== undefined) args.push("--chain-id", String(options.chainId));
  if (options.genesisTimestamp !== undefined)
    args.push("--timestamp", String(options.genesisTimestamp));
  const child = spawn("/bin/sh", ["-c", watchdog, anvilBinary(), ...args], {
    stdio: ["pipe", "pipe", "pipe"],
  });

  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        child.stdout?.off("data", onData);
        child.stdout?.resume();
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) =>
      reject(new Error(`anvil exited with code ${code} before listening:\n${output}`)),
    );
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () => stopProcess(child),
  };
}

// Closing the watchdog's stdin is the same path an exiting parent takes.
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.stdin?.end();
  });
}
