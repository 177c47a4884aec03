import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { checkSize, type SizeCheck } from "./index.ts";

// A package whose `big` export gzips to about 0.8 KB and whose `small` one to a few bytes, and a
// "published" version of it that carries twice as much.
let packageDir: string;
const noise = () => JSON.stringify(randomBytes(768).toString("base64"));
beforeAll(async () => {
  packageDir = await mkdtemp(join(tmpdir(), "rollups-ts-size-test-"));
  await writeFile(
    join(packageDir, "lib.js"),
    `export const big = ${noise()};\nexport const small = 1;\nexport const other = 2;\n`,
  );
  const published = join(packageDir, "node_modules/fixture-published");
  await mkdir(published, { recursive: true });
  await writeFile(
    join(published, "package.json"),
    JSON.stringify({ name: "fixture-published", type: "module", main: "index.js" }),
  );
  await writeFile(
    join(published, "index.js"),
    `export const big = ${noise()} + ${noise()};\nexport const small = 1;\n`,
  );
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterAll(async () => {
  await rm(packageDir, { recursive: true, force: true });
});

const check = (rows: SizeCheck["rows"]): SizeCheck => ({
  name: "fixture",
  packageDir,
  published: "1.0.0",
  external: [],
  rows,
});

test("a row over its budget in bytes is returned, one within it is not", async () => {
  const over = await checkSize(
    check([
      { name: "small", ours: { "./lib.js": ["small"] }, budget: { bytes: 100 } },
      { name: "big", ours: { "./lib.js": ["big"] }, budget: { bytes: 100 } },
    ]),
  );
  expect(over.map((result) => result.name)).toStrictEqual(["big"]);
  expect(over[0]!.ours).toBeGreaterThan(700);
  expect(over[0]!.limit).toBe(100);
});

test("a budget relative to the published package is measured against it in the same run", async () => {
  const rows = (share: number) =>
    check([
      {
        name: "big",
        ours: { "./lib.js": ["big"] },
        published: { "fixture-published": ["big"] },
        budget: { published: share },
      },
    ]);
  expect(await checkSize(rows(1))).toStrictEqual([]);
  const [over] = await checkSize(rows(0.25));
  expect(over!.published).toBeGreaterThan(1400);
  expect(over!.limit).toBe(Math.round(over!.published! * 0.25));
});

test("a beside row is the largest of what each import adds to the first", async () => {
  const [result] = await checkSize(
    check([
      {
        name: "each further export",
        ours: { "./lib.js": ["small"] },
        beside: [
          { name: "other", ours: { "./lib.js": ["other"] } },
          { name: "big", ours: { "./lib.js": ["big"] } },
        ],
        budget: { bytes: 100 },
      },
    ]),
  );
  expect(result!.largest).toBe("big");
  expect(result!.ours).toBeGreaterThan(700);
});

test("a relative budget without published imports is refused, naming the row", async () => {
  await expect(
    checkSize(check([{ name: "lost", ours: { "./lib.js": "*" }, budget: { published: 1 } }])),
  ).rejects.toThrow(/fixture size row "lost": a budget relative to the published package/);
});
