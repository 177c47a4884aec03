import { cartesiClient } from "./config";

const application = await cartesiClient.getApplication({ application: "echo" });
console.log(application.applicationAddress, application.enabled, application.status);
// @log: 0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A true OK
