// The Errors tables of the docs pages, row by row, against what the libraries raise from the local
// node in the dialect of this project (R, I or N: vitest.config.ts runs this file in each): the
// JSON-RPC client's classes and codes, and for the reads the viem action's, which must agree.
import { readdirSync, readFileSync } from "node:fs";
import { foreclose, rpcData, waitFor } from "@cartesi/local-devnet/test";
import { createClient } from "@cartesi/rpc";
import { inspect as inspectRpc } from "@cartesi/rpc/inspect";
import { revert, snapshot } from "@rollups-ts/chain";
import { describe, expect, test } from "vitest";
import { chain, dialect, nodeClient, nodeUrl, publicClient } from "../test/node.js";
import { inspect as inspectViem } from "./actions/l2/inspect.js";

type Dialect = "R" | "I" | "N";

const pagesDir = new URL("../../../apps/docs/pages/", import.meta.url);

/** A row of a page's Errors table: its class, and the codes or HTTP statuses and condition it names. */
type Row = { className: string; values: string; when: string };

/** The first table under `## Errors` in a page, or undefined when its Errors section has none. */
function errorsTable(page: string): Row[] | undefined {
  const text = readFileSync(new URL(page, pagesDir), "utf8");
  const section = /^## Errors\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1];
  const lines = section?.split("\n").filter((line) => line.startsWith("|")) ?? [];
  if (lines.length === 0) return undefined;
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(" | ")
      .map((cell) => cell.trim());
  const header = cells(lines[0]!);
  const classAt = header.indexOf("Class");
  const whenAt = header.indexOf("When");
  // Where the codes are: their own column (`Code`, `HTTP`), else the condition's text.
  const valuesAt = header.findIndex((name) => name === "Code" || name === "HTTP");
  return lines.slice(2).map((line) => {
    const row = cells(line);
    return {
      className: row[classAt]!.replaceAll("`", ""),
      values: row[valuesAt === -1 ? whenAt : valuesAt]!,
      when: row[whenAt]!,
    };
  });
}

const olderNodes = /before node 2\.0\.0-alpha\.13/;
const newerNodes = /2\.0\.0-alpha\.13 on/;

/**
 * The codes (JSON-RPC) or statuses (HTTP) a row names for a dialect. A value followed by
 * "before node 2.0.0-alpha.13" is R's and I's, one followed by "2.0.0-alpha.13 on" N's; the others
 * hold in the dialects no scoped value names. A row whose text says "2.0.0-alpha.13 on" before
 * any value is N's alone. `undefined`: the row names no value (or any, "and others").
 */
function valuesFor(row: Row, of: Dialect): number[] | undefined {
  const tokens = [...row.values.matchAll(/-3\d{4}|\b[1-5]\d\d\b/g)];
  if (tokens.length === 0 || /and others/.test(row.values)) return undefined;
  const values = tokens.map((token, i) => {
    const after = row.values.slice(token.index + token[0].length, tokens[i + 1]?.index);
    const dialects: readonly Dialect[] | undefined = olderNodes.test(after)
      ? ["R", "I"]
      : newerNodes.test(after)
        ? ["N"]
        : undefined;
    return { value: Number(token[0]), dialects };
  });
  if (newerNodes.test(row.values.slice(0, tokens[0]!.index)))
    return of === "N" ? values.map(({ value }) => value) : [];
  const mine = values.filter(({ dialects }) => dialects?.includes(of));
  return (mine.length > 0 ? mine : values.filter(({ dialects }) => !dialects)).map(
    ({ value }) => value,
  );
}

/** Whether a row holds for a dialect at all. */
const holdsFor = (row: Row, of: Dialect) => {
  const values = valuesFor(row, of);
  return values === undefined || values.length > 0 || /\bnone\b/.test(row.values);
};

/** Something a test does to make the node (or the library) fail, and what the row must say of it. */
type Provocation = {
  /** What the row's condition says, e.g. /application does not exist/. */
  condition: RegExp;
  /** The dialects it runs in (default all). */
  dialects?: readonly Dialect[];
  /** Whether the row quotes the node's message (in backticks) for this condition. */
  quotesMessage?: boolean;
  /** The same condition through the viem action of the method, which must raise the same class and code. */
  viem?: () => Promise<unknown>;
  run: () => Promise<unknown>;
};

/** A row no local node can make happen, with the reason; `dialects` when only in some. */
type NotProvoked = { className: string; reason: string; dialects?: readonly Dialect[] };

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("the call succeeded"),
    (error: unknown) => error as { name: string; code?: number; status?: number },
  );

/**
 * Runs each provocation of a page and checks the error against the page's table; then every row
 * that holds in this dialect must have been met, or be listed as not provoked, with its reason.
 */
async function checkPage(
  page: string,
  provocations: readonly Provocation[],
  notProvoked: readonly NotProvoked[] = [],
) {
  const rows = errorsTable(page);
  if (!rows) return expect.fail(`${page} has no Errors table`);
  const met = new Set<string>();
  for (const provocation of provocations) {
    if (provocation.dialects && !provocation.dialects.includes(dialect)) continue;
    const error = await rejection(provocation.run());
    const details = (error as { details?: string }).details;
    const row = rows.find((candidate) => candidate.className === error.name);
    expect(row, `${page}: no row for ${error.name} (${provocation.condition})`).toBeDefined();
    expect(row!.when, `${page}: the ${error.name} row`).toMatch(provocation.condition);
    met.add(row!.className);
    if (provocation.viem) {
      const viemError = await rejection(provocation.viem());
      expect(viemError, `${page}: the viem action`).toMatchObject({
        name: error.name,
        code: error.code,
      });
    }
    if (provocation.quotesMessage)
      expect([...row!.when.matchAll(/`([^`]+)`/g)].map((quote) => quote[1])).toContain(details);
    const values = valuesFor(row!, dialect);
    const value = error.code ?? error.status;
    if (values === undefined) continue;
    if (value !== undefined)
      expect(values, `${page}: the ${error.name} row in ${dialect}`).toContain(value);
    // An HTTP error without a status was refused before anything was sent.
    else if ("status" in error)
      expect(row!.values, `${page}: the ${error.name} row, no status`).toMatch(/\bnone\b/);
  }
  for (const row of rows) {
    if (!holdsFor(row, dialect)) continue;
    const listed = notProvoked.find(
      (entry) =>
        entry.className === row.className && (!entry.dialects || entry.dialects.includes(dialect)),
    );
    if (listed) {
      expect(met.has(row.className), `${page}: ${row.className} is met, unlist it`).toBe(false);
      expect(listed.reason).not.toBe("");
    } else
      expect(met.has(row.className), `${page}: ${row.className} neither met nor listed`).toBe(true);
  }
  for (const entry of notProvoked)
    expect(
      rows.some((row) => row.className === entry.className),
      `${page}: ${entry.className} is listed but has no row`,
    ).toBe(true);
  return rows;
}

const client = createClient({ url: nodeUrl });
const request = client.request as (method: string, params?: unknown) => Promise<unknown>;
const unknownApplication = "nobody";
const badApplication = "Not A Name";
/** An endpoint of the node that is not the inspect one: `/<application>` of it is `/rpc`. */
const beside = nodeUrl.replace(/\/rpc$/, "");

/** The viem action reading what each JSON-RPC method reads, for an application and an index. */
const viemReads: Record<string, (application: string, index: bigint) => Promise<unknown>> = {
  cartesi_getApplication: (application) => nodeClient.getApplication({ application }),
  cartesi_getEpoch: (application, epochIndex) => nodeClient.getEpoch({ application, epochIndex }),
  cartesi_getInput: (application, inputIndex) => nodeClient.getInput({ application, inputIndex }),
  cartesi_getOutput: (application, outputIndex) =>
    nodeClient.getOutput({ application, outputIndex }),
  cartesi_getReport: (application, reportIndex) =>
    nodeClient.getReport({ application, reportIndex }),
  cartesi_getLastAcceptedEpochIndex: (application) =>
    nodeClient.getLastAcceptedEpochIndex({ application }),
  cartesi_getProcessedInputCount: (application) =>
    nodeClient.getProcessedInputCount({ application }),
  cartesi_listEpochs: (application) => nodeClient.listEpochs({ application }),
  cartesi_listInputs: (application) => nodeClient.listInputs({ application }),
  cartesi_listOutputs: (application) => nodeClient.listOutputs({ application }),
  cartesi_listReports: (application) => nodeClient.listReports({ application }),
  cartesi_getWithdrawal: (application, accountIndex) =>
    nodeClient.getWithdrawal({ application, accountIndex }),
  cartesi_listWithdrawals: (application) => nodeClient.listWithdrawals({ application }),
};

const unknownApp = (method: string, params: Record<string, unknown> = {}): Provocation => ({
  condition: /application does not exist/,
  run: () => request(method, { application: unknownApplication, ...params }),
  viem: () => viemReads[method]!(unknownApplication, 0n),
});
const invalidApp = (method: string, params: Record<string, unknown> = {}): Provocation => ({
  condition: /`application` is neither an address nor a valid name/,
  run: () => request(method, { application: badApplication, ...params }),
});
const invalid = (method: string, params: Record<string, unknown>, condition: RegExp) => ({
  condition,
  run: () => request(method, { application: "echo", ...params }),
});
const missing = (method: string, key: string, item: string): Provocation => ({
  quotesMessage: true,
  condition: new RegExp(
    `The ${item} does not exist \\(\`${item[0]!.toUpperCase()}${item.slice(1)} not found\`\\)`,
  ),
  run: () => request(method, { application: "echo", [key]: "0xffffffff" }),
  viem: () => viemReads[method]!("echo", 0xffffffffn),
});
const notHex = (method: string, key: string, quotesMessage = false): Provocation => ({
  ...invalid(method, { [key]: "12" }, new RegExp(`\`${key}\` is not hex`)),
  quotesMessage,
});

const noAcceptedEpoch: NotProvoked = {
  className: "ResourceNotFoundError",
  dialects: ["N"],
  reason:
    "needs an application none of whose epochs is accepted; the local node accepts an epoch as soon as it closes, and this file shares the chain with tests that send inputs (R and I meet the row through an unknown application)",
};

/** A method R's node lacks: it answers -32601 there, and each other row of the page holds in I and N only. */
const sinceI = (method: string, rows: readonly string[]) => ({
  provocation: {
    condition: /The node is older than 2\.0\.0-alpha\.12/,
    dialects: ["R"],
    run: () => request(method, { application: "echo", account_index: "0x0" }),
  } satisfies Provocation,
  notProvoked: [
    {
      className: "MethodNotFoundError",
      dialects: ["I", "N"],
      reason: "the local node of I and N has the method",
    },
    ...rows.map((className) => ({
      className,
      dialects: ["R"] as const,
      reason: "R's node has no such method: every call answers -32601",
    })),
  ] satisfies NotProvoked[],
});
const getWithdrawalSince = sinceI("cartesi_getWithdrawal", [
  "ApplicationNotFoundError",
  "ResourceNotFoundError",
  "InvalidParamsError",
]);
const listWithdrawalsSince = sinceI("cartesi_listWithdrawals", [
  "ApplicationNotFoundError",
  "InvalidParamsError",
]);

/** The provocations of each page with an Errors table, and the rows no local node can provoke. */
const pages: Record<string, { provocations: Provocation[]; notProvoked?: NotProvoked[] }> = {
  "rpc/cartesi_getApplication.mdx": {
    provocations: [
      {
        ...unknownApp("cartesi_getApplication"),
        condition: /No application has that name or address/,
      },
      invalidApp("cartesi_getApplication"),
    ],
  },
  "rpc/cartesi_getEpoch.mdx": {
    provocations: [
      unknownApp("cartesi_getEpoch", { epoch_index: "0x0" }),
      missing("cartesi_getEpoch", "epoch_index", "epoch"),
      notHex("cartesi_getEpoch", "epoch_index", true),
      invalidApp("cartesi_getEpoch", { epoch_index: "0x0" }),
    ],
  },
  "rpc/cartesi_getInput.mdx": {
    provocations: [
      unknownApp("cartesi_getInput", { input_index: "0x0" }),
      missing("cartesi_getInput", "input_index", "input"),
      notHex("cartesi_getInput", "input_index", true),
      invalidApp("cartesi_getInput", { input_index: "0x0" }),
    ],
  },
  "rpc/cartesi_getOutput.mdx": {
    provocations: [
      unknownApp("cartesi_getOutput", { output_index: "0x0" }),
      missing("cartesi_getOutput", "output_index", "output"),
      notHex("cartesi_getOutput", "output_index"),
      invalidApp("cartesi_getOutput", { output_index: "0x0" }),
    ],
  },
  "rpc/cartesi_getReport.mdx": {
    provocations: [
      unknownApp("cartesi_getReport", { report_index: "0x0" }),
      missing("cartesi_getReport", "report_index", "report"),
      notHex("cartesi_getReport", "report_index"),
      invalidApp("cartesi_getReport", { report_index: "0x0" }),
    ],
  },
  "rpc/cartesi_getLastAcceptedEpochIndex.mdx": {
    provocations: [
      unknownApp("cartesi_getLastAcceptedEpochIndex"),
      invalidApp("cartesi_getLastAcceptedEpochIndex"),
    ],
    notProvoked: [noAcceptedEpoch],
  },
  "rpc/cartesi_getProcessedInputCount.mdx": {
    provocations: [
      unknownApp("cartesi_getProcessedInputCount"),
      invalidApp("cartesi_getProcessedInputCount"),
    ],
  },
  "rpc/cartesi_listApplications.mdx": {
    provocations: [
      {
        condition: /`limit` or `offset` is not a non-negative integer/,
        run: () => request("cartesi_listApplications", { limit: -1 }),
      },
      {
        condition: /`descending` not a boolean/,
        run: () => request("cartesi_listApplications", { descending: "yes" }),
      },
    ],
  },
  "rpc/cartesi_listEpochs.mdx": {
    provocations: [
      unknownApp("cartesi_listEpochs"),
      invalidApp("cartesi_listEpochs"),
      invalid("cartesi_listEpochs", { status: "DONE" }, /`status` is not an epoch status/),
      invalid("cartesi_listEpochs", { offset: -1 }, /a pagination param is not valid/),
    ],
  },
  "rpc/cartesi_listInputs.mdx": {
    provocations: [
      unknownApp("cartesi_listInputs"),
      invalidApp("cartesi_listInputs"),
      notHex("cartesi_listInputs", "epoch_index"),
      invalid("cartesi_listInputs", { sender: "1234" }, /`sender` is not an address/),
      invalid("cartesi_listInputs", { limit: "10" }, /a pagination param is not valid/),
    ],
  },
  "rpc/cartesi_listOutputs.mdx": {
    provocations: [
      unknownApp("cartesi_listOutputs"),
      invalidApp("cartesi_listOutputs"),
      invalid("cartesi_listOutputs", { input_index: "12" }, /An index .* is not hex/),
      invalid("cartesi_listOutputs", { output_type: "0x12" }, /`output_type` is not hex/),
      invalid(
        "cartesi_listOutputs",
        { voucher_address: "bob" },
        /`voucher_address` is not an address/,
      ),
      invalid("cartesi_listOutputs", { limit: -1 }, /a pagination param is not valid/),
    ],
  },
  "rpc/cartesi_listReports.mdx": {
    provocations: [
      unknownApp("cartesi_listReports"),
      invalidApp("cartesi_listReports"),
      invalid("cartesi_listReports", { epoch_index: "1" }, /An index is not hex/),
      invalid("cartesi_listReports", { limit: -1 }, /a pagination param is not valid/),
    ],
  },
  "rpc/cartesi_getWithdrawal.mdx": {
    provocations: [
      { ...unknownApp("cartesi_getWithdrawal", { account_index: "0x0" }), dialects: ["I", "N"] },
      {
        quotesMessage: true,
        condition: /The account has no withdrawal \(`Withdrawal not found`\)/,
        dialects: ["I", "N"],
        run: () =>
          request("cartesi_getWithdrawal", { application: "echo", account_index: "0xffff" }),
        viem: () => viemReads.cartesi_getWithdrawal!("echo", 0xffffn),
      },
      { ...notHex("cartesi_getWithdrawal", "account_index"), dialects: ["I", "N"] },
      { ...invalidApp("cartesi_getWithdrawal", { account_index: "0x0" }), dialects: ["I", "N"] },
      getWithdrawalSince.provocation,
    ],
    notProvoked: getWithdrawalSince.notProvoked,
  },
  "rpc/cartesi_listWithdrawals.mdx": {
    provocations: [
      { ...unknownApp("cartesi_listWithdrawals"), dialects: ["I", "N"] },
      { ...invalidApp("cartesi_listWithdrawals"), dialects: ["I", "N"] },
      {
        ...invalid("cartesi_listWithdrawals", { limit: -1 }, /a pagination param is not valid/),
        dialects: ["I", "N"],
      },
      listWithdrawalsSince.provocation,
    ],
    notProvoked: listWithdrawalsSince.notProvoked,
  },
  "rpc/createClient.mdx": {
    provocations: [
      {
        condition: /the epoch, input, output or report does not exist/,
        run: () => request("cartesi_getEpoch", { application: "echo", epoch_index: "0xffffffff" }),
      },
      {
        condition: /the application does not exist/,
        run: () => request("cartesi_getApplication", { application: unknownApplication }),
      },
      {
        condition: /the sum of a batch's `limit`s/,
        dialects: ["N"],
        run: () => {
          const batching = createClient({ url: nodeUrl, batch: true });
          const list = (limit: number) =>
            batching.request("cartesi_listInputs", { application: "echo", limit });
          return Promise.all([list(10_000), list(1)]);
        },
      },
      {
        condition: /the node could not decode or validate the params/,
        run: () => request("cartesi_getApplication", { application: badApplication }),
      },
      {
        condition: /the node does not know the method/,
        run: () => request("cartesi_noSuchMethod", {}),
      },
      {
        condition: /-32700 for a body that is not JSON/,
        dialects: ["N"],
        run: () =>
          createClient({
            url: nodeUrl,
            fetch: (url, init) => fetch(url, { ...init, body: `${init?.body}}` }),
          }).request("cartesi_getChainId"),
      },
      {
        condition: /no successful HTTP answer/,
        run: () => createClient({ url: `${beside}/nope` }).request("cartesi_getChainId"),
      },
      {
        condition: /the answer is not a JSON-RPC response/,
        run: () => createClient({ url: `${beside}/inspect/echo` }).request("cartesi_getChainId"),
      },
    ],
    notProvoked: [
      {
        className: "InternalError",
        reason: "the node answers -32603 only when it fails itself",
      },
      {
        className: "JsonRpcError",
        dialects: ["R", "I"],
        reason:
          "nodes before 2.0.0-alpha.13 answer no code without a class of its own; a body they cannot read is an HTTP 400",
      },
      {
        className: "BrowserBlockedError",
        reason: "a browser's refusal of a cross-origin answer; Node.js has no same-origin policy",
      },
      {
        className: "RequestTimeoutError",
        reason: "needs a node that does not answer in time: a test that waits for a timeout",
      },
    ],
  },
  "rpc/inspect.mdx": {
    provocations: [
      {
        condition: /The payload is over 2 MiB/,
        run: () =>
          inspectRpc(
            { url: nodeUrl },
            { application: "echo", payload: new Uint8Array(2 * 1024 * 1024 + 1) },
          ),
      },
      {
        condition: /The node does not know the application/,
        run: () => inspectRpc({ url: nodeUrl }, { application: unknownApplication, payload: "0x" }),
      },
      {
        condition: /answered another error status/,
        run: () =>
          inspectRpc({ url: nodeUrl, inspectUrl: beside }, { application: "rpc", payload: "" }),
      },
      {
        condition: /The answer is not an inspect answer/,
        run: () =>
          inspectRpc(
            { url: nodeUrl, inspectUrl: beside },
            {
              application: "rpc",
              payload: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "cartesi_getChainId" }),
            },
          ),
      },
    ],
    notProvoked: [
      { className: "MachineNotReadyError", reason: "the local node has no machine to load" },
      {
        className: "ApplicationForeclosedError",
        reason:
          "met by the foreclosure test below, in N; v2 applications (R, I) cannot be foreclosed",
      },
      {
        className: "AtCapacityError",
        reason:
          "the project's node has no limit of inspects in flight, and a second node on its chain would claim beside it",
      },
      {
        className: "BrowserBlockedError",
        reason: "a browser's refusal of a cross-origin answer; Node.js has no same-origin policy",
      },
      {
        className: "RequestTimeoutError",
        reason: "needs a node that does not answer in time: a test that waits for a timeout",
      },
    ],
  },
  "viem/inspect.mdx": {
    provocations: [
      {
        condition: /The node does not know the application/,
        run: () => inspectViem(nodeClient, { application: unknownApplication, payload: "0x" }),
      },
      {
        condition: /answered another error status/,
        run: () => inspectViem(nodeClient, { application: "rpc", payload: "", inspectUrl: beside }),
      },
    ],
    notProvoked: [
      { className: "MachineNotReadyError", reason: "the local node has no machine to load" },
      {
        className: "InspectForeclosedError",
        reason:
          "met by the foreclosure test below, in N; v2 applications (R, I) cannot be foreclosed",
      },
      {
        className: "AtCapacityError",
        reason:
          "the project's node has no limit of inspects in flight, and a second node on its chain would claim beside it",
      },
      {
        className: "BrowserBlockedError",
        reason: "a browser's refusal of a cross-origin answer; Node.js has no same-origin policy",
      },
    ],
  },
};

describe(`the Errors tables of the pages, against the local node in ${dialect}`, () => {
  test("every page with an Errors table has its provocations here", () => {
    const withTables = ["viem", "rpc", "wagmi"].flatMap((directory) =>
      readdirSync(new URL(`${directory}/`, pagesDir))
        .filter((file) => file.endsWith(".mdx"))
        .map((file) => `${directory}/${file}`)
        .filter((page) => errorsTable(page) !== undefined),
    );
    expect(withTables.sort()).toStrictEqual(Object.keys(pages).sort());
  });

  test.each(Object.entries(pages))("%s", async (page, { provocations, notProvoked }) => {
    await checkPage(page, provocations, notProvoked);
  });

  test.runIf(dialect === "N")(
    "a foreclosed application's inspects: the inspect pages' foreclosure rows",
    async () => {
      const before = await snapshot(publicClient);
      try {
        await foreclose(chain);
        await waitFor("the node to see the foreclosure", async () => {
          const application = await rpcData<{ foreclose_block: string }>(
            nodeUrl,
            "cartesi_getApplication",
            ["echo"],
          );
          return application.foreclose_block !== "0x0" ? true : undefined;
        });
        const foreclosure = /The application's machine is no longer available/;
        for (const [page, className, run] of [
          [
            "rpc/inspect.mdx",
            "ApplicationForeclosedError",
            () => inspectRpc({ url: nodeUrl }, { application: "echo", payload: "0x" }),
          ],
          [
            "viem/inspect.mdx",
            "InspectForeclosedError",
            () => inspectViem(nodeClient, { application: "echo", payload: "0x" }),
          ],
        ] as const) {
          const error = await rejection(run());
          expect(error.name).toBe(className);
          const row = errorsTable(page)!.find((candidate) => candidate.className === className)!;
          expect(row.when).toMatch(foreclosure);
          expect(valuesFor(row, dialect)).toContain(error.status);
        }
      } finally {
        await revert(publicClient, before);
        await waitFor("the node to see the application again as before", async () => {
          const application = await rpcData<{ foreclose_block: string }>(
            nodeUrl,
            "cartesi_getApplication",
            ["echo"],
          );
          return application.foreclose_block === "0x0" ? true : undefined;
        });
      }
    },
  );
});
