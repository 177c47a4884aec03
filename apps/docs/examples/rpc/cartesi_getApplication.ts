import { client } from "./config";

const { data: application } = await client.request("cartesi_getApplication", {
  application: "echo",
});
// Nodes before 2.0.0-alpha.12 send `state`; later ones `enabled` and `status`.
const enabled = application.enabled ?? application.state !== "DISABLED";
console.log(application.iapplication_address, enabled);
// @log: 0x8e2CEB5dfe27d2842555D21b78829D406b3871CE true
