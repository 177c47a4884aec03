import { createCartesiPublicClient } from "@cartesi/viem";
import { createElement } from "react";
import { http } from "viem";
import { describe, test } from "vitest";
import { CartesiProvider } from "./CartesiProvider.js";

const nodeUrl = "http://127.0.0.1:6751/rpc";

describe("CartesiProvider", () => {
  test("takes a node URL, or a ready client with an optional node URL", () => {
    createElement(CartesiProvider, { nodeUrl });
    const client = createCartesiPublicClient({ transport: http(nodeUrl) });
    createElement(CartesiProvider, { client });
    createElement(CartesiProvider, { client, nodeUrl });
    // @ts-expect-error the provider needs a node URL or a client
    createElement(CartesiProvider, {});
  });
});
