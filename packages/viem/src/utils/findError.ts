/**
 * The first error named `name` in `error` and its chain of causes. By name, not `instanceof`: a
 * client built with another copy of viem (CommonJS beside ESM, or another version) throws that
 * copy's classes, which `instanceof` against this package's viem does not recognise.
 */
export function findError<shape extends object = Record<string, unknown>>(
  error: unknown,
  name: string,
): (Error & shape) | undefined {
  // A cause chain is a few errors long; the bound only guards against a cycle.
  for (let current = error, depth = 0; current && depth < 16; depth++) {
    if ((current as { name?: unknown }).name === name) return current as Error & shape;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the error a contract call reverted with (`ContractFunctionRevertedError`'s decoded `data`), if any. */
export const revertErrorName = (error: unknown): string | undefined =>
  findError<{ data?: { errorName?: string } }>(error, "ContractFunctionRevertedError")?.data
    ?.errorName;
