import { cartesiClient } from "./config";

const application = await cartesiClient.getApplication({ application: "echo" });
console.log(application.applicationAddress, application.enabled, application.status);
// @log: 0x8e2CEB5dfe27d2842555D21b78829D406b3871CE true OK

// On v3 contracts: the claim staging period, the guardian who can foreclose it, and whether it did.
console.log(
  application.claimStagingPeriod,
  application.withdrawalConfig?.guardian,
  application.forecloseBlock,
);
// @log: 2n 0xa0Ee7A142d267C1f36714E4a8F75612F20a79720 0n
