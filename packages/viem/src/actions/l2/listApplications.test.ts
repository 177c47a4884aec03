import { describe, expect, test } from "vitest";
import { applicationName, nodeClient } from "../../../test/node.js";
import { listApplications } from "./listApplications.js";

describe("listApplications", () => {
  test("listApplications pages", async () => {
    const { data, pagination } = await listApplications(nodeClient, { limit: 10, offset: 0 });
    expect(data.map((app) => app.name)).toStrictEqual([applicationName]);
    expect(pagination).toStrictEqual({ totalCount: 1, limit: 10, offset: 0 });
    expect((await listApplications(nodeClient)).pagination.limit).toBe(50);
  });
});
