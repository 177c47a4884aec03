import { CartesiError, describeValue } from "./base.js";

export type InvalidParameterErrorType = InvalidParameterError & { name: "InvalidParameterError" };

/** A parameter given to an action is not valid; raised before anything is sent. */
export class InvalidParameterError extends CartesiError {
  declare parameter: string;
  declare expected: string;
  declare value: unknown;

  constructor({
    parameter,
    expected,
    value,
    docsPath,
  }: { parameter: string; expected: string; value: unknown; docsPath?: string }) {
    super(`Invalid \`${parameter}\`: expected ${expected}.`, {
      details: `Received: ${describeValue(value)}`,
      docsPath,
      name: "InvalidParameterError",
    });
    Object.assign(this, { parameter, expected, value });
  }
}
