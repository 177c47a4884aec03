/**
 * The examples that need a deposit no accepted claim covers, in an application its guardian
 * foreclosed. A foreclosure cannot be undone, so `test/refund.test.tsx` runs them after every other
 * example, between an anvil snapshot and its revert; `test/examples.test.ts` and
 * `test/wagmi-examples.test.tsx` leave them out. In the order a user takes the steps.
 */
export const refundExamples = [
  "viem/refundDeposits.ts",
  "viem/getRefundStatus.ts",
  "viem/waitForRefundStatus.ts",
  "viem/estimateIssueRefundGas.ts",
  "viem/validateInput.ts",
  "viem/issueRefund.ts",
  "viem/wasRefundForInputIssued.ts",
  "wagmi/useRefundStatus.tsx",
  "wagmi/useWaitForRefundStatus.tsx",
];
