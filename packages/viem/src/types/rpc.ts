import type { MethodName, Methods } from "@cartesi/rpc";

/** viem RPC schema of the node's JSON-RPC API, typed from `@cartesi/rpc`'s `Methods`. */
export type CartesiRpcSchema = readonly {
  [method in MethodName]: {
    Method: method;
    Parameters: Methods[method]["params"];
    ReturnType: Methods[method]["result"];
  };
}[MethodName][];
