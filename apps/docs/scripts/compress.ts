// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built site, so
// the server sends them as they are instead of compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { firstLoad } from "./first-load.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dist = new URL("../dist/", import.meta.url);
const compressible = /\.(html|js|css|json|txt|svg|xml|md)$/;
// Below about a packet, compressing gains nothing.
const minimumBytes = 1024;
// What every visit loads first, the main entry and the stylesheet that index.html names, gets
// brotli's best. Everything else (the pages' chunks, the popups, the search index, the pages
// themselves) gets quality 10: on this site's scripts it is 2.7 % larger than 11 in a quarter of the
// time (14.6 s for all of them at 11, 3.4 s at 10, measured on the built site).
const { mainEntry, stylesheet } = firstLoad(dist);
const firstLoaded = new Set([mainEntry, stylesheet]);
const otherQuality = 10;

const files = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) =>
  compressible.test(file),
);
let written = 0;
await Promise.all(
  files.map(async (file) => {
    const source = readFileSync(new URL(file, dist));
    if (source.length < minimumBytes) return;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: firstLoaded.has(file)
            ? constants.BROTLI_MAX_QUALITY
            : otherQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    writeFileSync(new URL(`${file}.br`, dist), br);
    writeFileSync(new URL(`${file}.gz`, dist), gz);
    written++;
  }),
);
console.log(`compressed ${written} of ${files.length} files (brotli and gzip)`);
