import { type Address, getAddress, type Hex } from "viem";

/** The wire's value formats, as the node's OpenRPC document states them. */
export const patterns = {
  uint64: /^0x[0-9a-fA-F]{1,16}$/,
  uint256: /^0x[0-9a-fA-F]{1,64}$/,
  address: /^0x[0-9a-fA-F]{40}$/,
  hash: /^0x[0-9a-fA-F]{64}$/,
  bytes: /^0x([0-9a-fA-F]{2})*$/,
  selector: /^0x[0-9a-fA-F]{8}$/,
  applicationName: /^[a-z0-9_-]{3,}$/,
} as const;

/** `value` as bytes; a TypeError naming `where` otherwise. */
export function bytesAt(value: unknown, where: string): Hex {
  if (typeof value !== "string" || !patterns.bytes.test(value))
    throw new TypeError(`${where} must be a 0x-prefixed byte string`);
  return value as Hex;
}

/** `value` as a checksummed address (any case accepted); a TypeError naming `where` otherwise. */
export function addressAt(value: unknown, where: string): Address {
  if (typeof value !== "string" || !patterns.address.test(value))
    throw new TypeError(`${where} must be an address`);
  return getAddress(value);
}

/** `value`, a 0x-prefixed hex number, as a uint256; a TypeError naming `where` otherwise. */
export function uint256At(value: unknown, where: string): bigint {
  if (typeof value !== "string" || !patterns.uint256.test(value))
    throw new TypeError(`${where} must be a 0x-prefixed hex number (uint256)`);
  return BigInt(value);
}
