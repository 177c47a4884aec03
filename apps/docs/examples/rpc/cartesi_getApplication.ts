import { client } from "./config";

const { data: application } = await client.request("cartesi_getApplication", {
  application: "echo",
});
// Nodes before 2.0.0-alpha.12 send `state`; later ones `enabled` and `status`.
const enabled = application.enabled ?? application.state !== "DISABLED";
console.log(application.iapplication_address, enabled);
// @log: 0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A true
