/**
 * Milliseconds between looks at a chain that announces its blocks (at least): what it does not
 * announce, a revert, is seen within this time.
 */
export const unannouncedCheckInterval = 250;

/** A subscription to the chain's new blocks; `close()` ends it without calling `onClosed`. */
export type HeadSubscription = { close: () => void };

/**
 * Subscribes to the chain's new blocks (`eth_subscribe` `newHeads`) over WebSocket, at the chain's
 * HTTP URL with a `ws` scheme, where anvil serves it. Calls `onHead` for each block the chain
 * announces, and `onClosed` once if the connection ends other than through `close()`. Resolves to
 * `undefined`, having left nothing open, when there is no such endpoint (a chain that serves
 * WebSocket elsewhere or not at all), when it refuses the subscription, or when the runtime has
 * no `WebSocket` (Node.js before 22): the caller then polls.
 */
export async function subscribeHeads(
  httpUrl: string,
  onHead: () => void,
  onClosed: () => void,
  timeoutMs = 2_000,
): Promise<HeadSubscription | undefined> {
  if (typeof WebSocket !== "function") return undefined;
  const url = new URL(httpUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  let socket: WebSocket;
  try {
    socket = new WebSocket(url);
  } catch {
    return undefined;
  }
  let subscription: string | undefined;
  let closedByUs = false;
  const subscribed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const settle = (value: boolean) => {
      clearTimeout(timer);
      resolve(value);
    };
    socket.addEventListener("open", () =>
      socket.send(
        JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_subscribe", params: ["newHeads"] }),
      ),
    );
    socket.addEventListener("error", () => settle(false));
    socket.addEventListener("close", () => {
      settle(false);
      if (subscription !== undefined && !closedByUs) onClosed();
    });
    socket.addEventListener("message", ({ data }) => {
      let message: { id?: unknown; result?: unknown; method?: unknown; params?: unknown };
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      if (subscription === undefined) {
        if (message.id !== 1) return;
        if (typeof message.result !== "string") return settle(false);
        subscription = message.result;
        return settle(true);
      }
      const params = message.params as { subscription?: unknown } | undefined;
      if (message.method === "eth_subscription" && params?.subscription === subscription) onHead();
    });
  });
  if (!subscribed) {
    closedByUs = true;
    socket.close();
    return undefined;
  }
  return {
    close: () => {
      closedByUs = true;
      socket.close();
    },
  };
}
