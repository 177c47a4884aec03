import { type Address, getAddress } from "viem";
import { CartesiError } from "./base.js";

export type OutputNotProvenErrorType = OutputNotProvenError & { name: "OutputNotProvenError" };

/** An output given without its proof: the node has not computed the claim of its epoch yet. */
export class OutputNotProvenError extends CartesiError {
  /** The output's index among all outputs of the application. */
  declare readonly outputIndex: bigint;

  constructor({ outputIndex, docsPath }: { outputIndex: bigint; docsPath: string }) {
    super(`Output ${outputIndex} has no proof yet (\`outputHashesSiblings\` is null).`, {
      metaMessages: [
        "The node adds the proof once it has computed the claim of the output's epoch.",
        "Read the output again when its epoch's status is CLAIM_COMPUTED or later.",
      ],
      docsPath,
      docsSlug: "errors",
      name: "OutputNotProvenError",
    });
    Object.assign(this, { outputIndex });
  }
}

export type ApplicationNotDeployedErrorType = ApplicationNotDeployedError & {
  name: "ApplicationNotDeployedError";
};

/** The `application` address holds no contract, so nothing there can validate an output. */
export class ApplicationNotDeployedError extends CartesiError {
  declare readonly application: Address;

  constructor({ application, docsPath }: { application: Address; docsPath: string }) {
    super(`No contract is deployed at \`application\` (${getAddress(application)}).`, {
      metaMessages: ["Check the address, and that the client is connected to the right chain."],
      docsPath,
      docsSlug: "errors",
      name: "ApplicationNotDeployedError",
    });
    Object.assign(this, { application });
  }
}
