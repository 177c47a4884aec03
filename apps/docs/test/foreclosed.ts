/**
 * The examples that need a foreclosed application. A foreclosure cannot be undone, so
 * `test/withdrawal.test.tsx` runs them after every other example, between an anvil snapshot and its
 * revert; `test/examples.test.ts` and `test/wagmi-examples.test.tsx` leave them out.
 */
export const foreclosedExamples = [
  "viem/withdrawFromForeclosedApplication.ts",
  "wagmi/useWithdrawalStatus.tsx",
  "wagmi/useWaitForWithdrawalStatus.tsx",
  "wagmi/useWithdrawals.tsx",
  "wagmi/useWithdrawal.tsx",
];
