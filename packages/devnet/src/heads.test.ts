import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mine, startAnvil } from "@rollups-ts/chain";
import { createPublicClient, http } from "viem";
import { expect, inject, test } from "vitest";
import { subscribeHeads } from "./heads.ts";
import { waitFor } from "./test.ts";

const chain = inject("chain");

test("anvil's blocks are announced as they are mined, until the subscription is closed", async () => {
  const client = createPublicClient({ transport: http(chain.url) });
  let heads = 0;
  let closed = 0;
  const subscription = await subscribeHeads(
    chain.url,
    () => heads++,
    () => closed++,
  );
  expect(subscription).toBeDefined();
  await mine(client, 2);
  await waitFor("two announced blocks", async () => (heads >= 2 ? true : undefined));
  subscription!.close();
  const seen = heads;
  await mine(client, 1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(heads).toBe(seen);
  expect(closed).toBe(0);
});

test("a chain that ends the connection is reported once, so the node polls again", async () => {
  const anvil = await startAnvil();
  let closed = 0;
  const subscription = await subscribeHeads(
    anvil.url,
    () => {},
    () => closed++,
  );
  expect(subscription).toBeDefined();
  await anvil.stop();
  await waitFor("the closed connection", async () => (closed > 0 ? true : undefined));
  expect(closed).toBe(1);
});

/** Subscribes with callbacks that do nothing. */
const subscribeAt = (url: string) =>
  subscribeHeads(
    url,
    () => {},
    () => {},
  );

test("a URL without WebSocket, or with no server, gives no subscription and leaves nothing open", async () => {
  const server = createServer((request, response) => {
    response.writeHead(request.method === "POST" ? 200 : 405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    expect(await subscribeAt(`http://127.0.0.1:${port}`)).toBeUndefined();
    await waitFor("the refused connection to close", async () => {
      const open = await new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
      return open === 0 ? true : undefined;
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  // Nothing listens there now.
  expect(await subscribeAt(`http://127.0.0.1:${port}`)).toBeUndefined();
  expect(await subscribeAt("file:///chain")).toBeUndefined();
});
