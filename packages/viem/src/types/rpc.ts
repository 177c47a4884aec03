import type { MethodName, Methods } from "@cartesi/rpc";

type Entry<method extends MethodName> = {
  Method: method;
  Parameters: Methods[method]["params"];
  ReturnType: Methods[method]["result"];
};

/** viem RPC schema of the node's JSON-RPC API, typed from `@cartesi/rpc`'s `Methods`. */
export type CartesiRpcSchema = [
  Entry<"cartesi_listApplications">,
  Entry<"cartesi_getApplication">,
  Entry<"cartesi_listEpochs">,
  Entry<"cartesi_getEpoch">,
  Entry<"cartesi_getLastAcceptedEpochIndex">,
  Entry<"cartesi_listInputs">,
  Entry<"cartesi_getInput">,
  Entry<"cartesi_getProcessedInputCount">,
  Entry<"cartesi_listOutputs">,
  Entry<"cartesi_getOutput">,
  Entry<"cartesi_listReports">,
  Entry<"cartesi_getReport">,
  Entry<"cartesi_getChainId">,
  Entry<"cartesi_getNodeVersion">,
  Entry<"cartesi_getNodeInfo">,
  Entry<"cartesi_getExecutedOutputCount">,
  Entry<"cartesi_getPendingExecutableOutputCount">,
  Entry<"cartesi_listWithdrawals">,
  Entry<"cartesi_getWithdrawal">,
];
