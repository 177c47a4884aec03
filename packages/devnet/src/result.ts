import type { Hex } from "viem";
import type { DecodedOutput } from "./encoding.ts";
import type { HandlerResult } from "./handler.ts";
import { type HandlerStatus, handlerStatuses } from "./statuses.ts";
import { addressAt, bytesAt } from "./validators.ts";

/** Checks what a handler returned (it may come from untyped code) and lists its outputs in order. */
export function checkHandlerResult(result: HandlerResult): {
  status: HandlerStatus;
  outputs: DecodedOutput[];
  reports: Hex[];
  exception: Hex | null;
} {
  if (typeof result !== "object" || result === null)
    throw new TypeError("handler result: must be an object");
  const status = result.status ?? "ACCEPTED";
  if (!handlerStatuses.includes(status))
    throw new TypeError(`handler result: status must be one of ${handlerStatuses.join(", ")}`);
  const list = <T>(value: readonly T[] | undefined, where: string): readonly T[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw new TypeError(`handler result: ${where} must be an array`);
    return value;
  };
  const checkValue = (value: unknown, where: string): bigint => {
    if (typeof value !== "bigint" || value < 0n || value >= 2n ** 256n)
      throw new TypeError(`handler result: ${where} must be a uint256 bigint`);
    return value;
  };
  const outputs: DecodedOutput[] = [
    ...list(result.outputs, "outputs").map((output, i): DecodedOutput => {
      const where = `handler result: outputs[${i}]`;
      switch (output?.type) {
        case "notice":
          return { type: "notice", payload: bytesAt(output.payload, `${where}.payload`) };
        case "voucher":
          return {
            type: "voucher",
            destination: addressAt(output.destination, `${where}.destination`),
            value: checkValue(output.value ?? 0n, `outputs[${i}].value`),
            payload: bytesAt(output.payload, `${where}.payload`),
          };
        case "delegateCallVoucher":
          return {
            type: "delegateCallVoucher",
            destination: addressAt(output.destination, `${where}.destination`),
            payload: bytesAt(output.payload, `${where}.payload`),
          };
        default:
          throw new TypeError(`${where}.type must be notice, voucher or delegateCallVoucher`);
      }
    }),
    ...list(result.notices, "notices").map(
      (payload, i): DecodedOutput => ({
        type: "notice",
        payload: bytesAt(payload, `handler result: notices[${i}]`),
      }),
    ),
    ...list(result.vouchers, "vouchers").map((voucher, i): DecodedOutput => {
      const value = voucher.value ?? 0n;
      if (typeof value !== "bigint" || value < 0n || value >= 2n ** 256n)
        throw new TypeError(`handler result: vouchers[${i}].value must be a uint256 bigint`);
      return {
        type: "voucher",
        destination: addressAt(voucher.destination, `handler result: vouchers[${i}].destination`),
        value,
        payload: bytesAt(voucher.payload, `handler result: vouchers[${i}].payload`),
      };
    }),
    ...list(result.delegateCallVouchers, "delegateCallVouchers").map(
      (voucher, i): DecodedOutput => ({
        type: "delegateCallVoucher",
        destination: addressAt(
          voucher.destination,
          `handler result: delegateCallVouchers[${i}].destination`,
        ),
        payload: bytesAt(voucher.payload, `handler result: delegateCallVouchers[${i}].payload`),
      }),
    ),
  ];
  const reports = list(result.reports, "reports").map((report, i) =>
    bytesAt(report, `handler result: reports[${i}]`),
  );
  const exception =
    result.exception === undefined ? null : bytesAt(result.exception, "handler result: exception");
  return { status, outputs, reports, exception };
}
