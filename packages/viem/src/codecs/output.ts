import { concatHex, encodeAbiParameters, type Hex } from "viem";
import type { DelegateCallVoucher, Notice, Voucher } from "../types/output.js";
import { decodeStrict, fail } from "./strict.js";

/** The `Outputs` calls by kind: selector and parameters, named as the output types. */
const outputCalls = {
  notice: { selector: "0xc258d6e5", parameters: [{ name: "payload", type: "bytes" }] },
  voucher: {
    selector: "0x237a816f",
    parameters: [
      { name: "destination", type: "address" },
      { name: "value", type: "uint256" },
      { name: "payload", type: "bytes" },
    ],
  },
  delegateCallVoucher: {
    selector: "0x10321e8b",
    parameters: [
      { name: "destination", type: "address" },
      { name: "payload", type: "bytes" },
    ],
  },
} as const;

const docsPath = "/viem/decodeOutput";

/**
 * Encodes an output as the application's machine emits it and the contracts hash and execute it:
 * the `Outputs.Notice`, `Outputs.Voucher` or `Outputs.DelegateCallVoucher` call.
 *
 * @param output - The output, by `type`: `notice`, `voucher` or `delegateCallVoucher`.
 * @returns The ABI-encoded call, an output's `raw_data` on the node.
 *
 * @example
 * import { encodeOutput } from "@cartesi/viem/codec";
 * import { parseEther } from "viem";
 *
 * const rawData = encodeOutput({
 *   type: "voucher",
 *   destination: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
 *   value: parseEther("1"),
 *   payload: "0x",
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/encodeOutput
 */
export function encodeOutput(output: Notice | Voucher | DelegateCallVoucher): Hex {
  const { selector, parameters } = outputCalls[output.type];
  return concatHex([
    selector,
    encodeAbiParameters(
      parameters,
      parameters.map(({ name }) => (output as Record<string, unknown>)[name]) as never,
    ),
  ]);
}

/**
 * Decodes an output: a notice, a voucher or a delegate-call voucher, from the bytes the contracts
 * hash and execute (an output's `raw_data` on the node, or the `output` of an `OutputExecuted`
 * event). Only the exact encoding of an `Outputs` call is accepted.
 *
 * @param rawData - The ABI-encoded `Outputs` call.
 * @returns The output's fields, with its `type`.
 * @throws {InvalidEncodingError} When the bytes are no such call, naming the field at fault.
 *
 * @example
 * import { decodeOutput } from "@cartesi/viem/codec";
 *
 * const output = decodeOutput(log.args.output);
 * if (output.type === "voucher") console.log(output.destination, output.value);
 *
 * @see https://cartesi.github.io/rollups-ts/viem/decodeOutput
 */
export function decodeOutput(rawData: Hex): Notice | Voucher | DelegateCallVoucher {
  const selector = rawData.slice(0, 10).toLowerCase();
  const type = (Object.keys(outputCalls) as (keyof typeof outputCalls)[]).find(
    (name) => outputCalls[name].selector === selector,
  );
  if (!type)
    return fail(
      "output",
      {
        field: "selector",
        expected:
          "the selector of Notice (0xc258d6e5), Voucher (0x237a816f) or DelegateCallVoucher (0x10321e8b)",
      },
      rawData,
      docsPath,
    );
  const { parameters } = outputCalls[type];
  const values = decodeStrict(parameters, `0x${rawData.slice(10)}`, type, docsPath, rawData);
  return Object.fromEntries([
    ["type", type],
    ...parameters.map(({ name }, index) => [name, values[index]]),
  ]) as Notice | Voucher | DelegateCallVoucher;
}
