import type { Client, Hex } from "viem";

/**
 * Takes an anvil state snapshot (`evm_snapshot`) and returns its id. With automine on, what anvil
 * mines is mined first (see {@link revert}), and the snapshot is taken again when a block came
 * meanwhile: taken while a block is mined, a snapshot holds the head before the block and the
 * state after it, so a revert to it drops the block and keeps what its transactions did (an
 * input the InputBox counts that no log shows, a nonce no transaction used).
 */
export function snapshot(client: Client): Promise<Hex> {
  return whileNothingIsMined(client, async (automined) => {
    for (;;) {
      const before = await headHash(client);
      const id = await client.request<{
        Method: "evm_snapshot";
        Parameters?: undefined;
        ReturnType: Hex;
      }>({ method: "evm_snapshot" });
      if (!automined) return id;
      // Nothing waits in the pool and the head is the same: no block was mined under the snapshot
      // (by another client's `anvil_mine`, or a transaction that came meanwhile). Else the pool is
      // mined and the snapshot taken again; the first one is left unused.
      if ((await poolPending(client)) === 0n && (await headHash(client)) === before) return id;
      await minePool(client);
    }
  });
}

/**
 * Reverts anvil to a snapshot (`evm_revert`); a snapshot can be reverted to once. Anvil mines a
 * block under a lock that `evm_revert` does not take: a revert run while a block is mined (a
 * transaction automined after anvil answered the request that sent it, another client's
 * `anvil_mine`) leaves that block on the chain without what its transactions did, or with no
 * parent. So automine is off during the revert, what waits in the pool (a transaction a test did
 * not wait for, the node's claim) is mined first, by hand, and two empty blocks are mined by hand
 * before `evm_revert`: `anvil_mine` waits for the lock, so the first waits for a block being mined,
 * the second for one that automine began just before it went off and that had not taken the lock
 * yet. The revert drops them. What comes during the revert waits in the pool and is mined on the
 * reverted chain, before automine is back. Another client's `anvil_mine` during the revert is not
 * covered: a client that needs blocks beside reverts sends transactions instead. A revert that
 * finds the head without its parent afterwards throws.
 */
export async function revert(client: Client, id: Hex): Promise<void> {
  const reverted = await whileNothingIsMined(client, async (automined) => {
    if (automined) {
      await mine(client, 1);
      await mine(client, 1);
    }
    return client.request<{
      Method: "evm_revert";
      Parameters: [Hex];
      ReturnType: boolean;
    }>({ method: "evm_revert", params: [id] });
  });
  if (!reverted) throw new Error(`evm_revert: unknown snapshot ${id}`);
  const head = await block(client, "latest");
  if (
    head &&
    head.number !== "0x0" &&
    !(await block(client, `0x${(BigInt(head.number) - 1n).toString(16)}`))
  )
    throw new Error(
      `evm_revert left block ${BigInt(head.number)} without its parent: a block was mined during the revert (another client's anvil_mine?)`,
    );
}

/** Mines `blocks` empty blocks at once (`anvil_mine`). */
export async function mine(client: Client, blocks = 1): Promise<void> {
  await client.request<{ Method: "anvil_mine"; Parameters: [Hex]; ReturnType: null }>({
    method: "anvil_mine",
    params: [`0x${blocks.toString(16)}`],
  });
}

const poolPending = async (client: Client) =>
  BigInt(
    (
      await client.request<{
        Method: "txpool_status";
        Parameters?: undefined;
        ReturnType: { pending: Hex };
      }>({ method: "txpool_status" })
    ).pending,
  );

const block = (client: Client, tag: "latest" | Hex) =>
  client.request<{
    Method: "eth_getBlockByNumber";
    Parameters: ["latest" | Hex, false];
    ReturnType: { hash: Hex; number: Hex } | null;
  }>({ method: "eth_getBlockByNumber", params: [tag, false] });

const headHash = async (client: Client) => (await block(client, "latest"))?.hash;

const setAutomine = (client: Client, enabled: boolean) =>
  client.request<{ Method: "evm_setAutomine"; Parameters: [boolean]; ReturnType: unknown }>({
    method: "evm_setAutomine",
    params: [enabled],
  });

const automine = (client: Client) =>
  client.request<{ Method: "anvil_getAutomine"; Parameters?: undefined; ReturnType: boolean }>({
    method: "anvil_getAutomine",
  });

/** Mines by hand what waits in the pool; returns once no block of it is being mined. */
async function minePool(client: Client): Promise<void> {
  while ((await poolPending(client)) > 0n) await mine(client, 1);
}

/**
 * Runs `action` while anvil mines nothing on its own. With automine on, automine is off for it and
 * the pool is mined first ({@link withoutAutomine}); `action` is told `true`. With automine off (a
 * caller's {@link withoutAutomine}, a chain on a clock), `action` runs as it is and is told
 * `false`: what waits in the pool is the caller's.
 */
async function whileNothingIsMined<T>(
  client: Client,
  action: (automined: boolean) => Promise<T>,
): Promise<T> {
  if (!(await automine(client))) return action(false);
  return withoutAutomine(client, async () => {
    await minePool(client);
    return action(true);
  });
}

/**
 * Runs `during` with automine off (transactions wait in the pool), then mines what waits there and
 * turns automine back on. Turned back on with transactions waiting, anvil mines them after it has
 * answered, so a revert sent next can run before that block is stored and leave it on the chain
 * with no parent: the pool is mined here, in a call that returns once the block is stored.
 */
export async function withoutAutomine<T>(client: Client, during: () => Promise<T>): Promise<T> {
  await setAutomine(client, false);
  try {
    return await during();
  } finally {
    for (;;) {
      await minePool(client);
      await setAutomine(client, true);
      if ((await poolPending(client)) === 0n) break;
      // A transaction arrived between the two calls: mine it by hand too.
      await setAutomine(client, false);
    }
  }
}
