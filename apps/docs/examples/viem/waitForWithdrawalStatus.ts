import { publicClient } from "./config";

// Resolves once the guardian has foreclosed the application (or at any later step).
const { status, forecloseBlock } = await publicClient.waitForWithdrawalStatus({
  application: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
  status: "ready-to-prove",
  timeout: 60_000,
});
console.log(status, typeof forecloseBlock);
// @log: ready-to-prove bigint
