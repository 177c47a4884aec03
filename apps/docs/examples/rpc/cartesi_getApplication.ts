import { client } from "./config";

const { data: application } = await client.request("cartesi_getApplication", {
  application: "echo",
});
console.log(application.iapplication_address, application.state);
// @log: 0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47 ENABLED
