import { createClient } from "@cartesi/rpc";

// The JSON-RPC endpoint of a local development node.
export const client = createClient({ url: "http://127.0.0.1:6751/rpc" });
