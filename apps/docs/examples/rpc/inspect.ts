import { inspect } from "@cartesi/rpc/inspect";

// The same node URL as the client's: inspect is served beside the JSON-RPC, at /inspect/<application>.
const answer = await inspect(
  { url: "http://127.0.0.1:6751/rpc" },
  { application: "echo", payload: "hello" },
);
console.log(answer.status, answer.reports?.[0]?.payload, answer.processed_input_count);
// @log: Accepted 0x68656c6c6f 1
