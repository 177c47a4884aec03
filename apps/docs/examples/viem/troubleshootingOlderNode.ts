import { MethodNotFoundRpcError } from "viem";
import { cartesiClient } from "./config";

// Which node answers: `getNodeInfo` asks cartesi_getNodeInfo (2.0.0-alpha.13 on), and on an older
// node falls back to cartesi_getChainId and cartesi_getNodeVersion.
const { version } = await cartesiClient.getNodeInfo();
console.log(version);
// @log: 2.0.0-alpha.13+local

// A method the node may not have yet: withdrawals are served from node 2.0.0-alpha.12 on.
try {
  const { data } = await cartesiClient.listWithdrawals({
    application: "echo",
    limit: 10,
    offset: 0,
  });
  console.log(data.length);
  // @log: 0
} catch (error) {
  if (!(error instanceof MethodNotFoundRpcError)) throw error;
  console.log(`node ${version} has no cartesi_listWithdrawals (-32601)`);
}
