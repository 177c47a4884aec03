import {
  type Account,
  type Address,
  type Chain,
  encodeFunctionData,
  type Hex,
  type PublicClient,
  parseAbi,
  type Transport,
  type WalletClient,
} from "viem";

/**
 * Runtime code of a contract that hashes in a loop until 200 000 gas is left, then calls `target`
 * with its own calldata (and reverts if that call does): a transaction anvil takes a while to
 * mine (hundreds of milliseconds at 25 000 000 gas), for tests of what runs while a block is mined.
 */
export function slowForwarderCode(target: Address): Hex {
  const code = [
    "5b", // 0x00 JUMPDEST
    "6020600020", // PUSH1 32, PUSH1 0, KECCAK256
    "50", // POP
    "62030d40", // PUSH3 200000
    "5a11", // GAS, GT: gas() > 200 000
    "600057", // PUSH1 0, JUMPI: again
    "3660006000", // CALLDATASIZE, PUSH1 0, PUSH1 0
    "37", // CALLDATACOPY(0, 0, calldatasize)
    "60006000", // PUSH1 0 (retSize), PUSH1 0 (retOffset)
    "3660006000", // CALLDATASIZE (argsSize), PUSH1 0 (argsOffset), PUSH1 0 (value)
    `73${target.slice(2).toLowerCase()}`, // PUSH20 target
    "5af1", // GAS, CALL
    "15603b57", // ISZERO, PUSH1 0x3b, JUMPI: failed
    "00", // STOP
    "5b600080fd", // 0x3b JUMPDEST, PUSH1 0, DUP1, REVERT
  ].join("");
  return `0x${code}`;
}

/** Deploys a {@link slowForwarderCode} contract forwarding to `target`; returns its address. */
type Clients = {
  publicClient: PublicClient;
  walletClient: WalletClient<Transport, Chain, Account>;
};

export async function deploySlowForwarder(clients: Clients, target: Address): Promise<Address> {
  const runtime = slowForwarderCode(target).slice(2);
  const length = (runtime.length / 2).toString(16).padStart(2, "0");
  // PUSH1 length, PUSH1 12, PUSH1 0, CODECOPY; PUSH1 length, PUSH1 0, RETURN; then the runtime.
  const init = `0x60${length}600c600039${"60"}${length}6000f3${runtime}` as Hex;
  const hash = await clients.walletClient.sendTransaction({ data: init });
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success" || !receipt.contractAddress)
    throw new Error("deploySlowForwarder: the deployment failed");
  return receipt.contractAddress;
}

// `InputBox.addInput` is the same in every generation.
const addInputAbi = parseAbi([
  "function addInput(address appContract, bytes payload) returns (bytes32)",
]);

/**
 * Adds an input through a {@link slowForwarderCode} contract (25 000 000 gas) without waiting for
 * it, as a test that ends after sending does, and returns its hash 30 ms later, once anvil is
 * likely mining it: a request sent then runs under that block.
 */
export async function sendSlowInput(
  clients: Clients,
  { inputBox, application, payload }: { inputBox: Address; application: Address; payload: Hex },
): Promise<Hex> {
  const forwarder = await deploySlowForwarder(clients, inputBox);
  const hash = await clients.walletClient.sendTransaction({
    to: forwarder,
    data: encodeFunctionData({
      abi: addInputAbi,
      functionName: "addInput",
      args: [application, payload],
    }),
    gas: 25_000_000n,
  });
  await new Promise((resolve) => setTimeout(resolve, 30));
  return hash;
}
