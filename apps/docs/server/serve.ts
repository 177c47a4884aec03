import { startSiteServer } from "./server.ts";

const port = Number(process.env.PORT ?? 4173);
const { url } = await startSiteServer({ port });
console.log(`The documentation site is served at ${url}`);
