import { createClient } from "@cartesi/rpc";

const client = createClient({
  url: "http://127.0.0.1:6751/rpc",
  timeout: 5_000,
  retryCount: 2,
});
const { data: application } = await client.request("cartesi_getApplication", {
  application: "echo",
});
console.log(client.url, application.name);
// @log: http://127.0.0.1:6751/rpc echo
