import { CartesiProvider } from "@cartesi/wagmi";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

const queryClient = new QueryClient();

// The hooks read the node of the nearest CartesiProvider, inside a QueryClientProvider.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartesiProvider nodeUrl="http://127.0.0.1:6751/rpc">{children}</CartesiProvider>
    </QueryClientProvider>
  );
}
