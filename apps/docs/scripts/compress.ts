// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built site, so
// the server sends them as they are instead of compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dist = new URL("../dist/", import.meta.url);
const compressible = /\.(html|js|css|json|txt|svg|xml|md)$/;
// Below about a packet, compressing gains nothing.
const minimumBytes = 1024;
// The hashed scripts and styles are cached for a year and fetched on every first visit: they get
// brotli's best. For the rest, most of the bytes (the pages, the search index, the text files),
// quality 10 comes within 3 % of the best in a third of the time (11 for all took 9 s of the build).
const hashedAsset = /^assets\/.*\.(js|css)$/;
const pageQuality = 10;

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
          [constants.BROTLI_PARAM_QUALITY]: hashedAsset.test(file)
            ? constants.BROTLI_MAX_QUALITY
            : pageQuality,
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
