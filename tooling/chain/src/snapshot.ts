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
