import { describe, expect, test } from "vitest";
import type { Dialect } from "./dialect.ts";
import type { RpcContext } from "./methods.ts";
import { handleRpc } from "./rpc.ts";
import type { ApplicationState } from "./state.ts";

// The PRT (Dave) read methods, answered by the handler alone: the local node's applications use an
// Authority, so it has no tournaments, commitments, matches or match advances in any dialect.
const address = "0x1111111111111111111111111111111111111111";
const tournament = "0x2222222222222222222222222222222222222222";
const hash = `0x${"ab".repeat(32)}`;
const echo = { config: { name: "echo", address } } as unknown as ApplicationState;
const contextOf = (dialect: Dialect): RpcContext => ({
  applications: () => [echo],
  chainId: 31337n,
  nodeVersion: "0.0.0",
  dialect,
});

async function call(dialect: Dialect, method: string, params?: unknown) {
  const answer = await handleRpc(
    JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    contextOf(dialect),
    (error) => {
      throw error;
    },
  );
  if (!("json" in answer) || Array.isArray(answer.json)) throw new Error("not one answer");
  return answer.json as { result?: unknown; error?: { code: number; message: string } };
}

const errorOf = async (dialect: Dialect, method: string, params?: unknown) =>
  (await call(dialect, method, params)).error;

/** Each list with the params it requires. */
const lists = {
  cartesi_listTournaments: {},
  cartesi_listCommitments: {},
  cartesi_listMatches: {},
  cartesi_listMatchAdvances: { epoch_index: "0x0", tournament_address: tournament, id_hash: hash },
} as const;

const getMatchAdvance = (dialect: Dialect) =>
  dialect === "N" ? "cartesi_getMatchAdvance" : "cartesi_getMatchAdvanced";

/** Each read of one item, with valid params and the item's name in the node's message. */
const reads = (dialect: Dialect) =>
  [
    ["cartesi_getTournament", { address: tournament }, "Tournament"],
    [
      "cartesi_getCommitment",
      // R decodes the commitment's bare hex digits.
      {
        epoch_index: "0x1",
        tournament_address: tournament,
        commitment: dialect === "R" ? "ab" : hash,
      },
      "Commitment",
    ],
    [
      "cartesi_getMatch",
      { epoch_index: "0x1", tournament_address: tournament, id_hash: hash },
      "Match",
    ],
    [
      getMatchAdvance(dialect),
      { epoch_index: "0x1", tournament_address: tournament, id_hash: hash, parent: hash },
      "Match advanced",
    ],
  ] as const;

const dialects: readonly Dialect[] = ["R", "I", "N"];

describe.each(dialects)("dialect %s", (dialect) => {
  test("every list is an empty page, the application named or addressed", async () => {
    for (const [method, required] of Object.entries(lists)) {
      for (const application of ["echo", address, address.toUpperCase().replace("0X", "0x")])
        expect(await call(dialect, method, { application, ...required }), method).toStrictEqual({
          jsonrpc: "2.0",
          id: 1,
          result: { data: [], pagination: { total_count: 0, limit: 50, offset: 0 } },
        });
      // Paged as the other lists: the limit capped to 10,000, the offset as sent.
      expect(
        (
          await call(dialect, method, {
            application: "echo",
            ...required,
            limit: 20_000,
            offset: 3,
          })
        ).result,
      ).toStrictEqual({
        data: [],
        pagination: { total_count: 0, limit: 10_000, offset: 3 },
      });
    }
  });

  test("the lists take their filters and positional params", async () => {
    const filters = await call(dialect, "cartesi_listTournaments", {
      application: "echo",
      epoch_index: "0x2",
      level: "0x1",
      parent_tournament_address: tournament,
      parent_match_id_hash: hash,
    });
    expect(filters.result).toMatchObject({ data: [] });
    const positional = [
      ["cartesi_listTournaments", ["echo", "0x2", "0x0", tournament, hash, 5, 1, true]],
      ["cartesi_listCommitments", ["echo", "0x2", tournament, 5, 1, true]],
      ["cartesi_listMatches", ["echo", "0x2", tournament, 5, 1, true]],
      ["cartesi_listMatchAdvances", ["echo", "0x2", tournament, hash, 5, 1, true]],
    ] as const;
    for (const [method, params] of positional) {
      expect((await call(dialect, method, params)).result, method).toStrictEqual({
        data: [],
        pagination: { total_count: 0, limit: 5, offset: 1 },
      });
      // One positional param more than the method has fails the call.
      expect(await errorOf(dialect, method, [...params, 0])).toStrictEqual({
        code: -32602,
        message: "Invalid parameters",
      });
    }
  });

  test("every read of one item is the item not found", async () => {
    for (const [method, params, item] of reads(dialect))
      expect(
        await errorOf(dialect, method, { application: "echo", ...params }),
        method,
      ).toStrictEqual({
        code: dialect === "N" ? -31001 : -32001,
        message: `${item} not found`,
      });
    // In the positional order of the node's params.
    expect(
      await errorOf(dialect, "cartesi_getMatch", [address, "0x1", tournament, hash]),
    ).toMatchObject({ message: "Match not found" });
    expect(
      await errorOf(dialect, getMatchAdvance(dialect), ["echo", "0x1", tournament, hash, hash]),
    ).toMatchObject({ message: "Match advanced not found" });
  });

  test("a malformed application identifier, or a value of the wrong JSON type, is -32602", async () => {
    for (const method of [...Object.keys(lists), ...reads(dialect).map(([name]) => name)]) {
      expect(await errorOf(dialect, method, { application: "Echo" }), method).toStrictEqual({
        code: -32602,
        message: "Invalid application identifier: invalid application name",
      });
      expect(await errorOf(dialect, method, { application: 7 }), method).toStrictEqual({
        code: -32602,
        message: "Invalid parameters",
      });
    }
    expect(
      await errorOf(dialect, "cartesi_listTournaments", { application: "echo", level: 1 }),
    ).toStrictEqual({ code: -32602, message: "Invalid parameters" });
  });

  test("the old name of getMatchAdvance is served up to I, the new one from N on", async () => {
    const absent = dialect === "N" ? "cartesi_getMatchAdvanced" : "cartesi_getMatchAdvance";
    expect(
      await errorOf(dialect, absent, {
        application: "echo",
        epoch_index: "0x1",
        tournament_address: tournament,
        id_hash: hash,
        parent: hash,
      }),
    ).toStrictEqual({ code: -32601, message: "Method not found" });
  });

  test("rpc.discover describes the methods of the dialect, their params in positional order", async () => {
    type Document = {
      methods: { name: string; params: { name: string; required: boolean }[] }[];
      components: { schemas: Record<string, unknown> };
    };
    const document = (await call(dialect, "rpc.discover")).result as Document;
    const paramsOf = (name: string) =>
      document.methods
        .find((method) => method.name === name)
        ?.params.map((param) => [param.name, param.required]);
    const pagination = [
      ["limit", false],
      ["offset", false],
      ["descending", false],
    ];
    expect(paramsOf("cartesi_listTournaments")).toStrictEqual([
      ["application", true],
      ["epoch_index", false],
      ["level", false],
      ["parent_tournament_address", false],
      ["parent_match_id_hash", false],
      ...pagination,
    ]);
    expect(paramsOf("cartesi_getTournament")).toStrictEqual([
      ["application", true],
      ["address", true],
    ]);
    for (const name of ["cartesi_listCommitments", "cartesi_listMatches"])
      expect(paramsOf(name)).toStrictEqual([
        ["application", true],
        ["epoch_index", false],
        ["tournament_address", false],
        ...pagination,
      ]);
    const item = [
      ["application", true],
      ["epoch_index", true],
      ["tournament_address", true],
    ];
    expect(paramsOf("cartesi_getCommitment")).toStrictEqual([...item, ["commitment", true]]);
    expect(paramsOf("cartesi_getMatch")).toStrictEqual([...item, ["id_hash", true]]);
    expect(paramsOf("cartesi_listMatchAdvances")).toStrictEqual([
      ...item,
      ["id_hash", true],
      ...pagination,
    ]);
    expect(paramsOf(getMatchAdvance(dialect))).toStrictEqual([
      ...item,
      ["id_hash", true],
      ["parent", true],
    ]);
    expect(paramsOf(dialect === "N" ? "cartesi_getMatchAdvanced" : "cartesi_getMatchAdvance")).toBe(
      undefined,
    );
    for (const name of ["Tournament", "Commitment", "Match", "MatchAdvanced"])
      for (const schema of [name, `${name}List`, `${name}Result`])
        expect(document.components.schemas).toHaveProperty(schema);
  });
});

describe("an unknown application", () => {
  test("N: -31002 for every method", async () => {
    for (const method of Object.keys(lists))
      expect(
        await errorOf("N", method, {
          application: "nobody",
          ...lists[method as keyof typeof lists],
        }),
      ).toStrictEqual({
        code: -31002,
        message: "Application not found",
      });
    for (const [method, params] of reads("N"))
      expect(
        await errorOf("N", method, { application: "nobody", ...params }),
        method,
      ).toStrictEqual({
        code: -31002,
        message: "Application not found",
      });
  });

  test("I: a list is -32001 Application not found; a read of one item does not look it up", async () => {
    for (const method of Object.keys(lists))
      expect(
        await errorOf("I", method, {
          application: "nobody",
          ...lists[method as keyof typeof lists],
        }),
      ).toStrictEqual({
        code: -32001,
        message: "Application not found",
      });
    for (const [method, params, item] of reads("I"))
      expect(
        await errorOf("I", method, { application: "nobody", ...params }),
        method,
      ).toStrictEqual({
        code: -32001,
        message: `${item} not found`,
      });
  });

  test("R: no PRT method looks it up: a list is an empty page, a read the item not found", async () => {
    for (const method of Object.keys(lists))
      expect(
        (await call("R", method, { application: "nobody", ...lists[method as keyof typeof lists] }))
          .result,
      ).toStrictEqual({ data: [], pagination: { total_count: 0, limit: 50, offset: 0 } });
    for (const [method, params, item] of reads("R"))
      expect(
        await errorOf("R", method, { application: "nobody", ...params }),
        method,
      ).toStrictEqual({
        code: -32001,
        message: `${item} not found`,
      });
  });
});

describe("invalid params, with the node's messages", () => {
  const base = {
    application: "echo",
    epoch_index: "0x1",
    tournament_address: tournament,
    id_hash: hash,
  };

  test("an index: R names the param, I and N word it in prose", async () => {
    for (const [dialect, epoch, level] of [
      ["R", "invalid epoch_index: expected hex encoded value", "invalid level: error parsing"],
      [
        "I",
        "Invalid epoch index: expected hex encoded value",
        "Invalid level: expected hex encoded value",
      ],
      [
        "N",
        "Invalid epoch index: expected hex encoded value",
        "Invalid level: expected hex encoded value",
      ],
    ] as const) {
      for (const method of [
        "cartesi_getMatch",
        "cartesi_listMatchAdvances",
        "cartesi_listCommitments",
      ])
        expect(await errorOf(dialect, method, { ...base, epoch_index: "7" }), method).toStrictEqual(
          {
            code: -32602,
            message: epoch,
          },
        );
      expect(
        await errorOf(dialect, "cartesi_listTournaments", { application: "echo", level: "0xg" }),
      ).toStrictEqual({ code: -32602, message: level });
    }
  });

  test("an address", async () => {
    for (const dialect of dialects) {
      expect(
        await errorOf(dialect, "cartesi_getTournament", { application: "echo", address: "1234" }),
      ).toStrictEqual({
        code: -32602,
        message: "Invalid tournament address: invalid address '1234'",
      });
      // A required address left out is checked as an empty string.
      expect(await errorOf(dialect, "cartesi_getTournament", ["echo"])).toStrictEqual({
        code: -32602,
        message: "Invalid tournament address: invalid address ''",
      });
      expect(
        await errorOf(dialect, "cartesi_getMatch", { ...base, tournament_address: "0x12z4" }),
      ).toStrictEqual({
        code: -32602,
        message: "Invalid tournament address: encoding/hex: invalid byte: U+007A 'z'",
      });
      expect(
        await errorOf(dialect, "cartesi_listMatches", {
          application: "echo",
          tournament_address: "0x123",
        }),
      ).toStrictEqual({
        code: -32602,
        message: "Invalid tournament address: encoding/hex: odd length hex string",
      });
      expect(
        await errorOf(dialect, "cartesi_listTournaments", {
          application: "echo",
          parent_tournament_address: "nope",
        }),
      ).toStrictEqual({
        code: -32602,
        message: "Invalid parent tournament address: invalid address 'nope'",
      });
    }
  });

  test("a hash", async () => {
    for (const dialect of dialects) {
      expect(await errorOf(dialect, "cartesi_getMatch", { ...base, id_hash: "ab" })).toStrictEqual({
        code: -32602,
        message: "Invalid ID hash: invalid hash 'ab'",
      });
      expect(
        await errorOf(dialect, "cartesi_listMatchAdvances", { ...base, id_hash: undefined }),
      ).toStrictEqual({ code: -32602, message: "Invalid ID hash: invalid hash ''" });
      expect(
        await errorOf(dialect, getMatchAdvance(dialect), { ...base, parent: "0xxy" }),
      ).toStrictEqual({
        code: -32602,
        message: "Invalid parent hash: encoding/hex: invalid byte: U+0078 'x'",
      });
      expect(
        await errorOf(dialect, "cartesi_listTournaments", {
          application: "echo",
          parent_match_id_hash: "0xabc",
        }),
      ).toStrictEqual({
        code: -32602,
        message: "Invalid parent match ID hash: encoding/hex: odd length hex string",
      });
      // The node keeps the last 32 bytes of a hash, left-padded: a short one is well formed.
      expect(
        await errorOf(dialect, "cartesi_getMatch", { ...base, id_hash: "0x01" }),
      ).toMatchObject({
        message: "Match not found",
      });
    }
  });

  test("a commitment: a hash from I on, bare hex digits in R", async () => {
    const commitment = (value: unknown) => ({ ...base, id_hash: undefined, commitment: value });
    for (const dialect of ["I", "N"] as const) {
      expect(await errorOf(dialect, "cartesi_getCommitment", commitment(""))).toStrictEqual({
        code: -32602,
        message: "Invalid commitment hex: Empty string",
      });
      expect(await errorOf(dialect, "cartesi_getCommitment", commitment("ab"))).toStrictEqual({
        code: -32602,
        message: "Invalid commitment hex: invalid hash 'ab'",
      });
      expect(
        await errorOf(dialect, "cartesi_getCommitment", commitment(`0x${"g".repeat(64)}`)),
      ).toStrictEqual({
        code: -32602,
        message: "Invalid commitment hex: encoding/hex: invalid byte: U+0067 'g'",
      });
    }
    expect(await errorOf("R", "cartesi_getCommitment", commitment(hash))).toStrictEqual({
      code: -32602,
      message: "Invalid commitment hex: encoding/hex: invalid byte: U+0078 'x'",
    });
    expect(await errorOf("R", "cartesi_getCommitment", commitment("abc"))).toStrictEqual({
      code: -32602,
      message: "Invalid commitment hex: encoding/hex: odd length hex string",
    });
    for (const value of ["", "ab".repeat(32)])
      expect(await errorOf("R", "cartesi_getCommitment", commitment(value))).toStrictEqual({
        code: -32001,
        message: "Commitment not found",
      });
  });

  test("params are checked in the node's order: the application, the epoch, the tournament, the hashes", async () => {
    const all = {
      application: "Echo",
      epoch_index: "x",
      tournament_address: "x",
      id_hash: "x",
      parent: "x",
    };
    const expected = [
      "Invalid application identifier: invalid application name",
      "Invalid epoch index: expected hex encoded value",
      "Invalid tournament address: invalid address 'x'",
      "Invalid ID hash: invalid hash 'x'",
      "Invalid parent hash: invalid hash 'x'",
    ];
    const params: Record<string, string> = { ...all };
    for (const [key, message] of Object.keys(all).map((key, i) => [key, expected[i]!] as const)) {
      expect(await errorOf("N", "cartesi_getMatchAdvance", params)).toStrictEqual({
        code: -32602,
        message,
      });
      params[key] =
        key === "application"
          ? "echo"
          : key === "epoch_index"
            ? "0x1"
            : key === "tournament_address"
              ? tournament
              : hash;
    }
  });
});
