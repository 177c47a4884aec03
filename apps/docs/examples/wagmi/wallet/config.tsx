import { devnetDeployments } from "@cartesi/local-devnet/deployment";
import { defineDeployment } from "@cartesi/viem";
import { CartesiProvider } from "@cartesi/wagmi";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import {
  createConfig,
  http,
  injected,
  useConnect,
  useConnection,
  useConnectors,
  WagmiProvider,
} from "wagmi";
import { anvil } from "wagmi/chains";

export const config = createConfig({
  chains: [anvil],
  // The browser's wallet, window.ethereum (MetaMask, Rabby, …).
  connectors: [injected()],
  // viem polls every 4 s by default; the local chain mines a block a second.
  pollingInterval: 250,
  transports: { [anvil.id]: http("http://127.0.0.1:8545") },
});

// The devnet's rollups contracts (3.0.0-alpha.9, at local addresses), which @cartesi/viem does not
// know, for the deposits. On a real network the known deployments (rollupsV3Alpha10, …) need no
// such line, and useAddInput needs no deployment at all.
export const devnet = defineDeployment(devnetDeployments.N);

const queryClient = new QueryClient();

// wagmi and the hooks of @cartesi/wagmi share one TanStack Query cache.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {/* The deposit hooks send through the devnet's portals, as walletActionsL1({ deployments }) does. */}
        <CartesiProvider nodeUrl="http://127.0.0.1:6751/rpc" deployments={[devnet]}>
          {children}
        </CartesiProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

export function Connect() {
  const { address, isConnected } = useConnection();
  const connect = useConnect();
  const connectors = useConnectors();
  if (isConnected) return <p>Connected: {address}</p>;
  return connectors.map((connector) => (
    <button key={connector.uid} type="button" onClick={() => connect.mutate({ connector })}>
      Connect {connector.name}
    </button>
  ));
}
