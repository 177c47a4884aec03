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

// The devnet's rollups contracts (v3, release 3.0.0-alpha.5), which @cartesi/viem does not know.
export const devnet = defineDeployment({
  version: "3.0.0-alpha.5",
  contracts: {
    inputBox: "0xffB514c94F77759fe9B2FC48b10300F3105D58D2",
    etherPortal: "0x2018a6bFD4929Ae4AbA09e623da29D758946A6eF",
    erc20Portal: "0xf89281b3029CaD9d3c6c7179A6e99E3e1f1CAd6D",
    erc721Portal: "0x332d24B44996022728053AC8504E6B422d60b675",
    erc1155SinglePortal: "0xBE2070913Dde06506E15e3E5290D198dEA698616",
    erc1155BatchPortal: "0xc5d1498399c4E948FBD622a53f31b3881653606C",
  },
});

const queryClient = new QueryClient();

// wagmi and the hooks of @cartesi/wagmi share one TanStack Query cache.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {/* The write hooks send through the devnet's contracts, as walletActionsL1({ deployments }) does. */}
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
