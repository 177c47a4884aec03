import type { AbiParameter } from "abitype";
import {
  type Address,
  concatHex,
  encodeAbiParameters,
  encodePacked,
  getAddress,
  type Hex,
  isAddressEqual,
} from "viem";
import { knownDeployments, type RollupsContracts, type RollupsDeployment } from "../deployments.js";
import { decodeStrict, fail } from "./strict.js";

/** An Ether deposit: what `depositEther` sent, through the `EtherPortal`. */
export type EtherDeposit = {
  type: "ether";
  /** The portal the deposit came through: the input's sender. */
  portal: Address;
  /** Who deposited. */
  sender: Address;
  /** Wei deposited. */
  value: bigint;
  execLayerData: Hex;
};

/** An ERC-20 deposit: what `depositERC20Tokens` sent, through the `ERC20Portal`. */
export type ERC20Deposit = {
  type: "erc20";
  portal: Address;
  sender: Address;
  token: Address;
  /** Tokens deposited, in the token's smallest unit (the portal's `value`). */
  amount: bigint;
  execLayerData: Hex;
};

/** An ERC-721 deposit: what `depositERC721Token` sent, through the `ERC721Portal`. */
export type ERC721Deposit = {
  type: "erc721";
  portal: Address;
  sender: Address;
  token: Address;
  tokenId: bigint;
  baseLayerData: Hex;
  execLayerData: Hex;
};

/** A single ERC-1155 deposit: what `depositSingleERC1155Token` sent, through the `ERC1155SinglePortal`. */
export type SingleERC1155Deposit = {
  type: "erc1155Single";
  portal: Address;
  sender: Address;
  token: Address;
  tokenId: bigint;
  value: bigint;
  baseLayerData: Hex;
  execLayerData: Hex;
};

/** A batch ERC-1155 deposit: what `depositBatchERC1155Token` sent, through the `ERC1155BatchPortal`. */
export type BatchERC1155Deposit = {
  type: "erc1155Batch";
  portal: Address;
  sender: Address;
  token: Address;
  tokenIds: readonly bigint[];
  values: readonly bigint[];
  baseLayerData: Hex;
  execLayerData: Hex;
};

/** A deposit of any token standard, told apart by `type`. */
export type Deposit =
  | EtherDeposit
  | ERC20Deposit
  | ERC721Deposit
  | SingleERC1155Deposit
  | BatchERC1155Deposit;

/** The kinds of deposit: `ether`, `erc20`, `erc721`, `erc1155Single`, `erc1155Batch`. */
export type DepositType = Deposit["type"];

/** What {@link encodeDeposit} takes: a deposit, whose `portal` it does not need. */
export type EncodeDepositParameters = Deposit extends infer deposit
  ? deposit extends Deposit
    ? Omit<deposit, "portal"> & { portal?: Address | undefined }
    : never
  : never;

export type DecodeDepositParameters = {
  /**
   * The deployment of the rollups contracts whose portals to recognize, or the deployments; those
   * this package knows (`knownDeployments`, every release it supports) are recognized as well.
   */
  deployment?: RollupsDeployment | readonly RollupsDeployment[] | undefined;
};

/** The deployments' portal of each kind of deposit. */
const portals = {
  etherPortal: "ether",
  erc20Portal: "erc20",
  erc721Portal: "erc721",
  erc1155SinglePortal: "erc1155Single",
  erc1155BatchPortal: "erc1155Batch",
} as const satisfies Partial<Record<keyof RollupsContracts, DepositType>>;

const bytes = [
  { name: "baseLayerData", type: "bytes" },
  { name: "execLayerData", type: "bytes" },
] as const;

/**
 * Each portal's payload (the same in every release): `packed(...head, tail)`, where the head's
 * fields have fixed sizes and the tail is `execLayerData` as is, or ABI-encoded parameters.
 */
const layouts: Record<
  DepositType,
  {
    head: readonly [name: string, type: "address" | "uint256"][];
    tail: readonly AbiParameter[] | "execLayerData";
  }
> = {
  ether: {
    head: [
      ["sender", "address"],
      ["value", "uint256"],
    ],
    tail: "execLayerData",
  },
  erc20: {
    head: [
      ["token", "address"],
      ["sender", "address"],
      ["amount", "uint256"],
    ],
    tail: "execLayerData",
  },
  erc721: {
    head: [
      ["token", "address"],
      ["sender", "address"],
      ["tokenId", "uint256"],
    ],
    tail: bytes,
  },
  erc1155Single: {
    head: [
      ["token", "address"],
      ["sender", "address"],
      ["tokenId", "uint256"],
      ["value", "uint256"],
    ],
    tail: bytes,
  },
  erc1155Batch: {
    head: [
      ["token", "address"],
      ["sender", "address"],
    ],
    tail: [
      { name: "tokenIds", type: "uint256[]" },
      { name: "values", type: "uint256[]" },
      ...bytes,
    ],
  },
};

const docsPath = "/viem/decodeDeposit";

/**
 * Encodes a deposit's payload as its portal writes it into the input (`InputEncoding` of the
 * rollups contracts), the same in every release.
 *
 * @param deposit - The deposit, by `type`. {@link EncodeDepositParameters}
 * @returns The input's payload.
 *
 * @example
 * import { encodeDeposit } from "@cartesi/viem";
 * import { parseEther } from "viem";
 *
 * const payload = encodeDeposit({
 *   type: "ether",
 *   sender: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
 *   value: parseEther("1"),
 *   execLayerData: "0x",
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/encodeDeposit
 */
export function encodeDeposit(deposit: EncodeDepositParameters): Hex {
  const { head, tail } = layouts[deposit.type];
  const fields = deposit as unknown as Record<string, unknown>;
  return concatHex([
    encodePacked(
      head.map(([, type]) => type),
      head.map(([name]) => fields[name] as never),
    ),
    tail === "execLayerData"
      ? deposit.execLayerData
      : encodeAbiParameters(
          tail,
          tail.map(({ name }) => fields[name!]),
        ),
  ]);
}

/**
 * Decodes a deposit from an input: its sender names the portal, found among the portals of the
 * deployments given and of every deployment this package knows, and its payload is read as that
 * portal writes it.
 *
 * @param input - The input's `sender` and `payload`: an `EvmAdvance`, such as an input's `decodedData`.
 * @param parameters - {@link DecodeDepositParameters}
 * @returns The deposit, or undefined when the sender is no portal of those deployments (not a deposit). {@link Deposit}
 * @throws {InvalidEncodingError} When the payload is not what the portal writes, naming the field at fault.
 *
 * @example
 * import { decodeDeposit } from "@cartesi/viem";
 *
 * const input = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
 * const deposit = decodeDeposit(input.decodedData);
 * if (deposit?.type === "ether") console.log(deposit.sender, deposit.value);
 *
 * @see https://cartesi.github.io/rollups-ts/viem/decodeDeposit
 */
export function decodeDeposit(
  input: { sender: Address; payload: Hex },
  { deployment }: DecodeDepositParameters = {},
): Deposit | undefined {
  const type = depositTypeOf(input.sender, [deployment ?? []].flat().concat(knownDeployments));
  if (!type) return undefined;
  const { payload } = input;
  if (!/^0x([0-9a-fA-F]{2})*$/.test(payload))
    fail("deposit", { field: "payload", expected: "bytes as 0x-prefixed hex" }, payload, docsPath);
  const { head, tail } = layouts[type];
  const deposit: Record<string, unknown> = { type, portal: getAddress(input.sender) };
  let at = 2;
  for (const [name, kind] of head) {
    const size = kind === "address" ? 40 : 64;
    if (payload.length < at + size)
      fail(
        "deposit",
        { field: name, expected: kind === "address" ? "a 20-byte address" : "a 32-byte uint256" },
        payload,
        docsPath,
      );
    const value = `0x${payload.slice(at, at + size)}` as const;
    deposit[name] = kind === "address" ? getAddress(value) : BigInt(value);
    at += size;
  }
  const rest = `0x${payload.slice(at)}` as const;
  if (tail === "execLayerData") deposit.execLayerData = rest;
  else
    decodeStrict(tail, rest, "deposit", docsPath, payload).forEach((value, index) => {
      deposit[tail[index]!.name!] = value;
    });
  if (type === "erc1155Batch" && (deposit.tokenIds as []).length !== (deposit.values as []).length)
    fail("deposit", { field: "values", expected: "one value per token id" }, payload, docsPath);
  return deposit as Deposit;
}

/** The kind of deposit `sender` makes: the portal it is among the deployments' contracts. */
function depositTypeOf(
  sender: Address,
  deployments: readonly RollupsDeployment[],
): DepositType | undefined {
  for (const { contracts } of deployments)
    for (const name of Object.keys(portals) as (keyof typeof portals)[])
      if (isAddressEqual(contracts[name], sender)) return portals[name];
  return undefined;
}
