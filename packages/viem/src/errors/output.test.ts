import { expect, test } from "vitest";
import { CartesiError } from "./base.js";
import { ApplicationNotDeployedError, OutputNotProvenError } from "./output.js";

test("OutputNotProvenError names the output and the page of the action that raised it", () => {
  const error = new OutputNotProvenError({ outputIndex: 7n, docsPath: "/viem/validateOutput" });
  expect(error).toBeInstanceOf(CartesiError);
  expect(error.name).toBe("OutputNotProvenError");
  expect(error.outputIndex).toBe(7n);
  expect(error.shortMessage).toBe("Output 7 has no proof yet (`outputHashesSiblings` is null).");
  expect(error.message).toContain(
    "https://cartesi.github.io/rollups-ts/viem/validateOutput#errors",
  );
});

test("ApplicationNotDeployedError names the address, checksummed", () => {
  const error = new ApplicationNotDeployedError({
    application: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
    docsPath: "/viem/validateOutput",
  });
  expect(error.name).toBe("ApplicationNotDeployedError");
  expect(error.shortMessage).toContain("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
});
