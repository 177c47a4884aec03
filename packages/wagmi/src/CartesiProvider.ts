import type { RollupsDeployment } from "@cartesi/viem";
import { createElement, type ReactElement, type ReactNode, useMemo } from "react";
import { type Client, createClient, http } from "viem";
import { CartesiContext, type CartesiContextValue } from "./context.js";
import { NodeUrlNotFoundError } from "./errors.js";

export type CartesiProviderProps = {
  children?: ReactNode | undefined;
  /**
   * Deployments of the rollups contracts besides those `@cartesi/viem` knows, such as a local
   * chain's: the write hooks of `@cartesi/wagmi/write` choose among them as `walletActionsL1({ deployments })` does.
   */
  deployments?: readonly RollupsDeployment[] | undefined;
} & (
  | {
      /** URL of the rollups node's JSON-RPC endpoint, e.g. `http://127.0.0.1:6751/rpc`. */
      nodeUrl: string;
      client?: undefined;
    }
  | {
      /** A ready viem client pointed at the node, e.g. from `createCartesiPublicClient`. */
      client: Client;
      /** The node URL for query keys; default: the URL of the client's transport. */
      nodeUrl?: string | undefined;
    }
);

/**
 * Gives the hooks of `@cartesi/wagmi` a client for a rollups node. Place it inside a
 * `QueryClientProvider` (wagmi's own, when the app uses wagmi).
 *
 * - Docs: https://cartesi.github.io/rollups-ts/wagmi
 *
 * @param props - `nodeUrl`, or a ready `client` (with `nodeUrl` when its transport has no URL), `deployments` for the write hooks, and `children`.
 * @returns The provider element.
 *
 * @example
 * import { CartesiProvider } from "@cartesi/wagmi";
 * import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
 *
 * const queryClient = new QueryClient();
 *
 * export function App() {
 *   return (
 *     <QueryClientProvider client={queryClient}>
 *       <CartesiProvider nodeUrl="http://127.0.0.1:6751/rpc">
 *         <Outputs />
 *       </CartesiProvider>
 *     </QueryClientProvider>
 *   );
 * }
 */
export function CartesiProvider({
  children,
  client,
  deployments,
  nodeUrl,
}: CartesiProviderProps): ReactElement {
  const value = useMemo<CartesiContextValue>(() => {
    const url = nodeUrl ?? (client?.transport as { url?: unknown } | undefined)?.url;
    if (typeof url !== "string" || url === "") throw new NodeUrlNotFoundError();
    return { client: client ?? createClient({ transport: http(url) }), nodeUrl: url, deployments };
  }, [client, nodeUrl, deployments]);
  return createElement(CartesiContext.Provider, { value }, children);
}
