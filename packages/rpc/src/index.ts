export {
  type Client,
  type ClientConfig,
  createClient,
  type RequestArguments,
  type RequestOptions,
} from "./client.js";
export * from "./errors.js";
export type * from "./methods.js";
export * from "./types.js";
export { version } from "./version.js";
