import { cartesiClient } from "./config";

const application = await cartesiClient.getApplication({ application: "echo" });
console.log(application.applicationAddress, application.enabled, application.status);
// @log: 0x56535E2d7ec303A5EB18801A6eDdCbd9aA5E8d47 true OK
