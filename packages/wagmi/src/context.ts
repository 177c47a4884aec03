import type { RollupsDeployment } from "@cartesi/viem";
import { createContext, useContext } from "react";
import type { Client } from "viem";
import { CartesiProviderNotFoundError } from "./errors.js";

/**
 * What `CartesiProvider` gives its hooks: the client reading the node, the node URL their query
 * keys carry, and the deployments the write hooks choose from.
 */
export type CartesiContextValue = {
  client: Client;
  nodeUrl: string;
  deployments?: readonly RollupsDeployment[] | undefined;
};

export const CartesiContext = createContext<CartesiContextValue | undefined>(undefined);

export function useCartesiContext(hook: string): CartesiContextValue {
  const value = useContext(CartesiContext);
  if (value === undefined) throw new CartesiProviderNotFoundError({ hook });
  return value;
}
