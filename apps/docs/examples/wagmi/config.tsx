import { CartesiProvider } from "@cartesi/wagmi";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createPublicClient, http } from "viem";
import { anvil } from "viem/chains";

const queryClient = new QueryClient();

// The hooks read the node of the nearest CartesiProvider, inside a QueryClientProvider.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartesiProvider nodeUrl="http://127.0.0.1:6751/rpc">{children}</CartesiProvider>
    </QueryClientProvider>
  );
}

// The base layer, for the hooks that read an output's status on chain (in an app with wagmi:
// `usePublicClient()`). Its pollingInterval sets the pace of their waits.
export const publicClient = createPublicClient({
  chain: anvil,
  pollingInterval: 250,
  transport: http("http://127.0.0.1:8545"),
});
