import type { Hex } from "viem";
import { CartesiError } from "./base.js";

export type InvalidEncodingErrorType = InvalidEncodingError & { name: "InvalidEncodingError" };

/**
 * Bytes that do not decode as what they should hold: an input, an output, a deposit's payload or
 * an application's message. `field` names the part that is wrong; nothing is guessed.
 */
export class InvalidEncodingError extends CartesiError {
  /** The part that does not decode, e.g. `deposit.execLayerData` or `notice.payload.amount`. */
  declare field: string;
  /** What the bytes there should have been, e.g. `an ABI-encoded uint256[]`. */
  declare expected: string;
  /** The bytes that were decoded, whole. */
  declare data: Hex;

  constructor({
    field,
    expected,
    data,
    cause,
    docsPath,
  }: { field: string; expected: string; data: Hex; cause?: Error | undefined; docsPath: string }) {
    super(`Cannot decode \`${field}\`: expected ${expected}.`, {
      cause,
      details: `Received: ${data.length > 200 ? `${data.slice(0, 200)}…` : data}`,
      docsPath,
      name: "InvalidEncodingError",
    });
    Object.assign(this, { field, expected, data });
  }
}
