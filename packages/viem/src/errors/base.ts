import { BaseError } from "viem";
import { version } from "../version.js";

/** Base URL of the documentation site; an error's `docsPath` is relative to it. */
export const docsBaseUrl = "https://cartesi.github.io/rollups-ts";

export type CartesiErrorParameters = {
  /** The error that led to this one. */
  cause?: Error | undefined;
  /** Technical details, printed after the docs link (default: the cause's details or message). */
  details?: string | undefined;
  /** Path of the docs page that explains the error, e.g. `/viem/executeOutput`. */
  docsPath?: string | undefined;
  /** Anchor on that page, without `#`. */
  docsSlug?: string | undefined;
  /** Lines printed under the short message. */
  metaMessages?: string[] | undefined;
  /** The error's class name. */
  name?: string | undefined;
  /** The package that raises the error, as `<name>@<version>` (default: `@cartesi/viem@<version>`). */
  version?: string | undefined;
};

export type CartesiErrorType = CartesiError & { name: "CartesiError" };

/**
 * Base class of the errors of `@cartesi/viem` and `@cartesi/wagmi`: a viem `BaseError`
 * (`shortMessage`, `details`, `docsPath`, `metaMessages`, `cause`, `walk`) whose docs link points to
 * this project's site and whose message ends with the raising package's version.
 */
export class CartesiError extends BaseError {
  constructor(
    shortMessage: string,
    { cause, version: packageVersion, ...parameters }: CartesiErrorParameters = {},
  ) {
    // The cause is attached afterwards: viem would otherwise take a viem cause's docs path as ours.
    super(shortMessage, {
      ...parameters,
      details: parameters.details ?? detailsOf(cause) ?? (cause?.message || undefined),
      docsBaseUrl,
      name: parameters.name ?? "CartesiError",
    });
    if (cause) this.cause = cause;
    this.version = packageVersion ?? `@cartesi/viem@${version}`;
    // viem ends the message with its own version; this error comes from a package of this project.
    this.message = this.message.replace(/Version: [^\n]*$/, `Version: ${this.version}`);
  }
}

/** A viem error's `details`, found by shape: an error of another copy of viem has them too. */
const detailsOf = (cause: Error | undefined): string | undefined => {
  const details = (cause as { details?: unknown } | undefined)?.details;
  return typeof details === "string" ? details : undefined;
};

/** The received value for an error's details: JSON with bigints as `1n`, at most 200 characters. */
export function describeValue(value: unknown): string {
  const text =
    typeof value === "bigint"
      ? `${value}n`
      : String(JSON.stringify(value, (_, item) => (typeof item === "bigint" ? `${item}n` : item)));
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
