import type { Client, Hex } from "viem";

/** Takes an anvil state snapshot (`evm_snapshot`) and returns its id. */
export function snapshot(client: Client): Promise<Hex> {
  return client.request<{ Method: "evm_snapshot"; Parameters?: undefined; ReturnType: Hex }>({
    method: "evm_snapshot",
  });
}

/** Reverts anvil to a snapshot (`evm_revert`); a snapshot can be reverted to once. */
export async function revert(client: Client, id: Hex): Promise<void> {
  const reverted = await client.request<{
    Method: "evm_revert";
    Parameters: [Hex];
    ReturnType: boolean;
  }>({ method: "evm_revert", params: [id] });
  if (!reverted) throw new Error(`evm_revert: unknown snapshot ${id}`);
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

const setAutomine = (client: Client, enabled: boolean) =>
  client.request<{ Method: "evm_setAutomine"; Parameters: [boolean]; ReturnType: unknown }>({
    method: "evm_setAutomine",
    params: [enabled],
  });

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
      while ((await poolPending(client)) > 0n) await mine(client, 1);
      await setAutomine(client, true);
      if ((await poolPending(client)) === 0n) break;
      // A transaction arrived between the two calls: mine it by hand too.
      await setAutomine(client, false);
    }
  }
}
