import { type Hex, hexToString } from "viem";

/**
 * Reads a report's payload as UTF-8 text, e.g. what an inspect answered.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/inspect#reading-reports
 */
export function reportToText(report: Hex): string {
  return hexToString(report);
}

/**
 * Reads a report's payload as JSON text, e.g. what an inspect answered; throws a `SyntaxError` when
 * it is not JSON.
 *
 * - Docs: https://cartesi.github.io/rollups-ts/viem/inspect#reading-reports
 */
export function reportToJson<type = unknown>(report: Hex): type {
  return JSON.parse(hexToString(report)) as type;
}
