import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import compression from "compression";
import sirv from "sirv";

export const basePath = "/rollups-ts";

/** Hashed file names never change content, so browsers may keep them for a year. */
const hashedFile = /^\/(assets\/|\.vocs\/search-index-)/;

export type SiteServerOptions = {
  /** The built site. */
  root?: string;
  port?: number;
  /** Every interface when left out. */
  host?: string;
};

/**
 * Serves the built site the way static hosting does: under the base path, each page at its bare
 * path and with `.html`, `404.html` with status 404 for anything else, compressed (ahead of time
 * where the build wrote .br and .gz files), and with
 * long-lived caching only for hashed assets.
 */
export function createSiteServer({
  root = fileURLToPath(new URL("../dist", import.meta.url)),
} = {}) {
  const notFoundFile = `${root}/404.html`;
  if (!existsSync(notFoundFile))
    throw new Error(
      `No built site in ${root} (404.html is missing): run \`pnpm run build\` first.`,
    );
  const notFoundPage = readFileSync(notFoundFile);

  const files = sirv(root, {
    dev: false,
    etag: true,
    // Vocs puts the search index and icons under `.vocs/`.
    dotfiles: true,
    extensions: ["html"],
    // The .br and .gz files scripts/compress.ts writes at build time; compression() does the rest.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        hashedFile.test(pathname)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      );
    },
  });
  const compress = compression();

  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(notFoundPage);
  };

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    compress(req as never, res as never, () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname === "/") {
        res.writeHead(302, { Location: `${basePath}/` }).end();
        return;
      }
      if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`))
        return notFound(res);
      // `/page.html` is the same page as `/page`, whose file is `page/index.html`.
      const path = url.pathname.slice(basePath.length).replace(/(\/index)?\.html$/, "") || "/";
      req.url = `${path}${url.search}`;
      files(req, res, () => notFound(res));
    });
  });
}

/** Starts the server and resolves with its URL (base path included) once it listens. */
export async function startSiteServer({ port = 0, host, ...options }: SiteServerOptions = {}) {
  const server: Server = createSiteServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host ?? "localhost"}:${address.port}${basePath}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
