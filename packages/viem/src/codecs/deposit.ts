import {
  type Address,
  concatHex,
  decodeAbiParameters,
  encodeAbiParameters,
  encodePacked,
  getAddress,
  type Hex,
  isAddressEqual,
  parseAbiParameters,
} from "viem";
import type { RollupsContracts, RollupsDeployment } from "../deployments.js";
import { fail, wordAt } from "./strict.js";

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
   * The deployment of the rollups contracts whose portals to recognize (the application's, such as
   * `rollupsV3Alpha10` or one of `defineDeployment`), or several: `knownDeployments` recognizes the
   * portals of every release this package knows.
   */
  deployment: RollupsDeployment | readonly RollupsDeployment[];
};

/** The portals of a deployment, which make deposits of the kind of their name. */
const portals = [
  "etherPortal",
  "erc20Portal",
  "erc721Portal",
  "erc1155SinglePortal",
  "erc1155BatchPortal",
] as const satisfies readonly (keyof RollupsContracts)[];

/**
 * Each portal's payload, the same in every release: `packed(...head, tail)`. The head's fields are
 * addresses (`token`, `sender`) and uint256s; the tail is `execLayerData` as is, or ABI-encoded.
 */
const layouts: Record<DepositType, [head: string, tail?: string]> = {
  ether: ["sender value"],
  erc20: ["token sender amount"],
  erc721: ["token sender tokenId", "bytes baseLayerData, bytes execLayerData"],
  erc1155Single: ["token sender tokenId value", "bytes baseLayerData, bytes execLayerData"],
  erc1155Batch: [
    "token sender",
    "uint256[] tokenIds, uint256[] values, bytes baseLayerData, bytes execLayerData",
  ],
};

const isAddressField = (name: string) => name === "token" || name === "sender";

const docsPath = "/viem/decodeDeposit";

/**
 * Encodes a deposit's payload as its portal writes it into the input (`InputEncoding` of the
 * rollups contracts), the same in every release.
 *
 * @param deposit - The deposit, by `type`. {@link EncodeDepositParameters}
 * @returns The input's payload.
 *
 * @example
 * import { encodeDeposit } from "@cartesi/viem/codec";
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
  const [head, tail] = layouts[deposit.type];
  const fields = deposit as unknown as Record<string, Hex>;
  const names = head.split(" ");
  return concatHex([
    encodePacked(
      names.map((name) => (isAddressField(name) ? "address" : "uint256")),
      names.map((name) => fields[name] as never),
    ),
    tail
      ? encodeAbiParameters(
          parseAbiParameters(tail),
          parseAbiParameters(tail).map(({ name }) => fields[name!] as never),
        )
      : deposit.execLayerData,
  ]);
}

/**
 * Decodes a deposit from an input: its sender names the portal, found among the portals of the
 * deployment given (the application's; `knownDeployments` for every release this package knows),
 * and its payload is read as that portal writes it.
 *
 * @param input - The input's `sender` and `payload`: an `EvmAdvance`, such as an input's `decodedData`.
 * @param parameters - {@link DecodeDepositParameters}
 * @returns The deposit, or undefined when the sender is no portal of those deployments (not a deposit). {@link Deposit}
 * @throws {InvalidEncodingError} When the payload is not what the portal writes, naming the field at fault.
 *
 * @example
 * import { rollupsV3Alpha10 } from "@cartesi/viem";
 * import { decodeDeposit } from "@cartesi/viem/codec";
 *
 * const input = await cartesiClient.getInput({ application: "echo", inputIndex: 0n });
 * const deposit = decodeDeposit(input.decodedData, { deployment: rollupsV3Alpha10 });
 * if (deposit?.type === "ether") console.log(deposit.sender, deposit.value);
 *
 * @see https://cartesi.github.io/rollups-ts/viem/decodeDeposit
 */
export function decodeDeposit(
  input: { sender: Address; payload: Hex },
  { deployment }: DecodeDepositParameters,
): Deposit | undefined {
  const { sender, payload } = input;
  const portal = [deployment]
    .flat()
    .flatMap(({ contracts }) =>
      portals.filter((name) => isAddressEqual(contracts[name], sender)),
    )[0];
  if (!portal) return undefined;
  const type = portal.replace("Portal", "") as DepositType;
  const invalid = (field: string, expected: string): never =>
    fail("deposit", { field, expected }, payload, docsPath);
  if (!/^0x([0-9a-fA-F]{2})*$/.test(payload)) invalid("payload", "bytes as 0x-prefixed hex");
  const [head, tail] = layouts[type];
  const deposit: Record<string, unknown> = { type, portal: getAddress(sender) };
  let at = 2;
  for (const name of head.split(" ")) {
    const size = isAddressField(name) ? 40 : 64;
    const value = `0x${payload.slice(at, at + size)}` as const;
    at += size;
    if (value.length < size + 2)
      invalid(name, isAddressField(name) ? "a 20-byte address" : "a 32-byte uint256");
    deposit[name] = isAddressField(name) ? getAddress(value) : BigInt(value);
  }
  const rest = `0x${payload.slice(at)}` as const;
  if (!tail) deposit.execLayerData = rest;
  else {
    // Every parameter of the tail is dynamic: the head holds their offsets, in order. The bytes
    // must be the one encoding the portal writes; what differs first names the field.
    const parameters = parseAbiParameters(tail);
    let field = 0;
    let canonical: Hex | undefined;
    try {
      for (; field < parameters.length; field++)
        decodeAbiParameters(parameters.slice(0, field + 1), rest);
      const values = decodeAbiParameters(parameters, rest);
      canonical = encodeAbiParameters(parameters, values);
      values.forEach((value, index) => {
        deposit[parameters[index]!.name!] = value;
      });
    } catch {}
    if (canonical !== rest.toLowerCase()) {
      if (canonical) {
        let byte = 0;
        while (
          canonical.slice(2 + 2 * byte, 4 + 2 * byte) ===
          rest.slice(2 + 2 * byte, 4 + 2 * byte).toLowerCase()
        )
          byte++;
        field =
          byte < 32 * parameters.length
            ? Math.min(byte >> 5, parameters.length - 1)
            : parameters.filter((_, slot) => wordAt(canonical!, 32 * slot) <= byte).length - 1;
      }
      const { name, type } = parameters[Math.min(field, parameters.length - 1)]!;
      invalid(name!, `an ABI-encoded ${type}`);
    }
  }
  if (type === "erc1155Batch" && (deposit.tokenIds as []).length !== (deposit.values as []).length)
    invalid("values", "one value per token id");
  return deposit as Deposit;
}
