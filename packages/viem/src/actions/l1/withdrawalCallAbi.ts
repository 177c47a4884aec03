import { applicationErrorsAbi, applicationWithdrawalAbi } from "../../abi/v3.js";

/** The withdrawal functions with every error of the v3 Application they may revert with. */
export const applicationWithdrawalCallAbi = [
  ...applicationWithdrawalAbi,
  ...applicationErrorsAbi,
] as const;
