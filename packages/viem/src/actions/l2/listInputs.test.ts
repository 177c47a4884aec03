import { testAccounts } from "@rollups-ts/chain";
import { http, toHex } from "viem";
import { describe, expect, test } from "vitest";
import { application, node, nodeClient, sender, sendInput } from "../../../test/node.js";
import { createCartesiPublicClient } from "../../clients/createCartesiPublicClient.js";
import { getInput } from "./getInput.js";
import { listInputs } from "./listInputs.js";

describe("listInputs", () => {
  test("filters by sender and epoch, pages and orders", async () => {
    const first = await sendInput(toHex("list 1"));
    const second = await sendInput(toHex("list 2"));
    const all = await listInputs(nodeClient, { application, limit: 10_000 });
    expect(all.pagination.totalCount).toBe(all.data.length);
    expect(all.data.map((input) => input.index)).toStrictEqual(
      [...all.data.map((input) => input.index)].sort((a, b) => (a < b ? -1 : 1)),
    );

    const page = await listInputs(nodeClient, {
      application,
      limit: 1,
      offset: 1,
      descending: true,
    });
    expect(page.pagination).toStrictEqual({
      totalCount: all.pagination.totalCount,
      limit: 1,
      offset: 1,
    });
    expect(page.data[0]?.index).toBe(first);

    const bySender = await listInputs(nodeClient, {
      application,
      sender: sender.address,
      limit: 10_000,
    });
    expect(bySender.data.length).toBeGreaterThanOrEqual(2);
    expect(bySender.data.every((input) => input.decodedData.sender === sender.address)).toBe(true);
    const byOther = await listInputs(nodeClient, { application, sender: testAccounts[9]!.address });
    expect(byOther.data).toStrictEqual([]);

    const epochIndex = (await getInput(nodeClient, { application, inputIndex: second })).epochIndex;
    const byEpoch = await listInputs(nodeClient, { application, epochIndex, limit: 10_000 });
    expect(byEpoch.data.every((input) => input.epochIndex === epochIndex)).toBe(true);
    expect(byEpoch.data.some((input) => input.index === second)).toBe(true);
  });

  test("sends only snake_case keys on the wire", async () => {
    const bodies: unknown[] = [];
    const client = createCartesiPublicClient({
      transport: http(node.url, {
        onFetchRequest: async (request) => {
          bodies.push(await request.clone().json());
        },
      }),
    });
    await listInputs(client, {
      application,
      epochIndex: 0n,
      sender: sender.address,
      limit: 10,
      offset: 0,
      descending: false,
    });
    expect(bodies).toMatchObject([
      {
        method: "cartesi_listInputs",
        params: {
          application,
          epoch_index: "0x0",
          sender: sender.address,
          limit: 10,
          offset: 0,
          descending: false,
        },
      },
    ]);
    expect(Object.keys((bodies[0] as { params: object }).params).sort()).toStrictEqual([
      "application",
      "descending",
      "epoch_index",
      "limit",
      "offset",
      "sender",
    ]);
  });
});
