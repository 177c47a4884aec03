import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";

const docsRoot = fileURLToPath(new URL("..", import.meta.url));
const packagesRoot = join(docsRoot, "..", "..", "packages");
const folder = mkdtempSync(join(tmpdir(), "rollups-ts-quickstart-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The files of the quick start's code group on `/`, as the page includes them. */
function quickStartFiles(): { name: string; text: string }[] {
  const page = readFileSync(join(docsRoot, "pages", "index.mdx"), "utf8");
  const section = page.slice(page.indexOf("## Quick start"));
  return [...section.matchAll(/```ts twoslash \[(\S+)\]\n([\s\S]*?)```/g)].map((match) => {
    const includes = [...match[2]!.matchAll(/\[!include ~\/([^\]\s:]+)\]/g)];
    // The first tab is example.ts with config.ts before its cut: the shown file is the last include.
    const shown = includes[includes.length - 1]![1]!;
    return { name: match[1]!, text: readFileSync(join(docsRoot, shown), "utf8") };
  });
}

test("the quick start on / runs as printed from an empty folder", async () => {
  const files = quickStartFiles();
  expect(files.map(({ name }) => name)).toEqual(["example.ts", "config.ts"]);
  for (const { name, text } of files) writeFileSync(join(folder, name), text);

  // The packages as npm would install them: packed, with their workspace versions resolved.
  const tarball = (name: string) => {
    execFileSync("pnpm", ["pack", "--pack-destination", folder], { cwd: join(packagesRoot, name) });
    return `file:./${readdirSync(folder).find((file) => file.startsWith(`cartesi-${name}-`))!}`;
  };
  const rpc = tarball("rpc");
  const viem = tarball("viem");
  const docs = JSON.parse(readFileSync(join(docsRoot, "package.json"), "utf8"));
  writeFileSync(
    join(folder, "package.json"),
    JSON.stringify({
      type: "module",
      private: true,
      dependencies: { "@cartesi/rpc": rpc, "@cartesi/viem": viem, viem: docs.dependencies.viem },
      devDependencies: { tsx: "4.23.15" },
      overrides: { "@cartesi/rpc": rpc },
    }),
  );
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: folder,
    stdio: "inherit",
  });

  const tsx = join(folder, "node_modules", ".bin", "tsx");
  // What starting Node with tsx costs on this machine, to tell it apart from the example's own time.
  writeFileSync(join(folder, "empty.ts"), "export {};\n");
  // Seconds to the last line printed and to the process's exit (Node's fetch keeps idle
  // keep-alive sockets open for a few seconds after the last request).
  const run = (file: string) =>
    new Promise<{ out: string; printed: number; exited: number }>((resolve, reject) => {
      const started = performance.now();
      const child = spawn(tsx, [file], { cwd: folder, stdio: ["ignore", "pipe", "inherit"] });
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
  const { out: printed, printed: done, exited } = await run("example.ts");
  console.info(
    `Quick start from an empty folder: last line printed after ${done.toFixed(1)} s, process exited ` +
      `after ${exited.toFixed(1)} s; starting an empty tsx script takes ${startup.toFixed(1)} s.`,
  );

  const example = files[0]!.text;
  const expected = [...example.matchAll(/^\s*\/\/ @log: ?(.*)$/gm)].map((match) => match[1]);
  expect(printed.trimEnd().split("\n")).toEqual(expected);
});
