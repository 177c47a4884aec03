import type {} from "@cartesi/local-devnet/vitest";
import { getAddress } from "viem";
import { expect, inject, test } from "vitest";
import * as addresses from "./addresses.js";

test("the canonical addresses are where the rollups contracts deploy", () => {
  // The devnet deploys v2.2 beside v3 on every chain it starts.
  const { contracts } = inject("chain").generations.v2!;
  expect({
    inputBox: addresses.inputBoxAddress,
    etherPortal: addresses.etherPortalAddress,
    erc20Portal: addresses.erc20PortalAddress,
    erc721Portal: addresses.erc721PortalAddress,
    erc1155SinglePortal: addresses.erc1155SinglePortalAddress,
    erc1155BatchPortal: addresses.erc1155BatchPortalAddress,
    authorityFactory: addresses.authorityFactoryAddress,
    applicationFactory: addresses.applicationFactoryAddress,
    selfHostedApplicationFactory: addresses.selfHostedApplicationFactoryAddress,
    safeErc20Transfer: addresses.safeErc20TransferAddress,
  }).toEqual(
    Object.fromEntries(
      Object.entries(contracts).map(([name, address]) => [name, getAddress(address)]),
    ),
  );
});

test("addresses are checksummed", () => {
  for (const address of Object.values(addresses)) expect(address).toBe(getAddress(address));
});
