import { publicClient } from "./config";

// Resolves once the guardian has foreclosed the application (or at any later step).
const { status, forecloseBlock } = await publicClient.waitForWithdrawalStatus({
  application: "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A",
  status: "ready-to-prove",
  timeout: 60_000,
});
console.log(status, typeof forecloseBlock);
// @log: ready-to-prove bigint
