// How the node's HTTP front answers, shared by the JSON-RPC client and inspect.

/** The id the node gave a request: its `X-Request-ID` header, or `request_id=` in a plain-text body. */
export const requestIdOf = (response: Response, text: string): string | undefined =>
  response.headers.get("x-request-id") ?? /request_id=([\w-]+)/.exec(text)?.[1];

/**
 * Milliseconds to wait before a retry: what the answer's `Retry-After` asks (in seconds; a few
 * milliseconds more, as a timer may fire a millisecond early), else `fallback`.
 */
export const retryAfter = (response: Response | undefined, fallback: number): number => {
  const seconds = Number(response?.headers.get("retry-after"));
  return seconds > 0 ? seconds * 1000 + 9 : fallback;
};

/** Whether a fetch that failed without an answer went from a page to another origin, as CORS blocks. */
export const crossOrigin = (url: string): boolean =>
  typeof location === "object" && new URL(url, location.href).origin !== location.origin;
