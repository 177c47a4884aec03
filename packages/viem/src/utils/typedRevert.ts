import type { CartesiError } from "../errors/base.js";
import { findError } from "./findError.js";

/** What a typed error for a contract's revert is made from. */
export type RevertContext = {
  contractError: string;
  args: readonly unknown[];
  cause: Error;
  docsPath: string;
};

/** Contract errors a user can act on, by name: the typed error each becomes, and the page that explains it. */
export type RevertTypes = Readonly<
  Record<string, readonly [new (context: RevertContext) => CartesiError, string]>
>;

/**
 * The typed error for a revert a user can act on, or `error` itself. The revert is found by its
 * name, so an error of another copy of viem is recognised too.
 */
export function typedRevert(error: unknown, reverts: RevertTypes): unknown {
  const revert = findError<{ data?: { errorName?: string; args?: readonly unknown[] } }>(
    error,
    "ContractFunctionRevertedError",
  );
  const contractError = revert?.data?.errorName;
  const entry = contractError === undefined ? undefined : reverts[contractError];
  if (!entry) return error;
  const [Typed, docsPath] = entry;
  return new Typed({
    contractError: contractError as string,
    args: revert?.data?.args ?? [],
    cause: error as Error,
    docsPath,
  });
}
