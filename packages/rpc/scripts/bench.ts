// Throughput of the client against plain fetch, both calling the local node on one chain.

import { startNode } from "@cartesi/local-devnet";
import { createClient } from "@cartesi/rpc";
import { startChain } from "@rollups-ts/chain";

const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const params = { application: "echo" };

const chain = await startChain();
try {
  const node = await startNode({ chain });
  try {
    let id = 0;
    const plainFetch = async () => {
      const response = await fetch(node.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: ++id,
          method: "cartesi_getApplication",
          params,
        }),
      });
      const answer = (await response.json()) as { result?: unknown };
      if (!answer.result) throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
    };
    const client = createClient({ url: node.url });
    const batching = createClient({ url: node.url, batch: true });
    const viaClient = () => client.request("cartesi_getApplication", params);
    const viaBatch = () => batching.request("cartesi_getApplication", params);

    /** Requests per second for `requests` calls, `inFlight` at a time. */
    const measure = async (call: () => Promise<unknown>, inFlight: number) => {
      const worker = async (count: number) => {
        for (let done = 0; done < count; done++) await call();
      };
      await Promise.all(Array.from({ length: inFlight }, () => worker(50 / inFlight + 1)));
      const start = performance.now();
      await Promise.all(Array.from({ length: inFlight }, () => worker(requests / inFlight)));
      return Math.round((requests * 1000) / (performance.now() - start));
    };

    const calls = { "plain fetch": plainFetch, client: viaClient, "client (batch)": viaBatch };
    console.log(
      `cartesi_getApplication, ${requests} requests per run, best of 3, Node ${process.version}`,
    );
    console.log(["in flight", ...Object.keys(calls)].map((cell) => cell.padStart(15)).join(""));
    for (const inFlight of [1, 16]) {
      const best = new Map<string, number>();
      // Interleaved rounds, best kept: the machine is shared, and the node polls the chain meanwhile.
      for (let round = 0; round < 3; round++)
        for (const [name, call] of Object.entries(calls))
          best.set(name, Math.max(best.get(name) ?? 0, await measure(call, inFlight)));
      console.log(
        [String(inFlight), ...[...best.values()].map((rate) => `${rate} req/s`)]
          .map((cell) => cell.padStart(15))
          .join(""),
      );
    }
  } finally {
    await node.stop();
  }
} finally {
  await chain.stop();
}
