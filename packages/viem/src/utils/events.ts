import {
  type Abi,
  type Address,
  decodeEventLog,
  getAddress,
  type Hex,
  isAddressEqual,
  type Log,
  parseAbi,
  toEventSelector,
} from "viem";

// From 3.0.0-alpha.7 these events index their index: the same topic0, with the index in topic1
// instead of the data. A log is decoded with the layout its topics show.
const layouts = {
  OutputExecuted: parseAbi([
    "event OutputExecuted(uint64 outputIndex, bytes output)",
    "event OutputExecuted(uint64 indexed outputIndex, bytes output)",
  ]),
  Withdrawal: parseAbi([
    "event Withdrawal(uint64 accountIndex, bytes account, bytes output)",
    "event Withdrawal(uint64 indexed accountIndex, bytes account, bytes output)",
  ]),
  RefundIssued: parseAbi([
    "event RefundIssued(uint256 inputIndex, bytes input, bytes output)",
    "event RefundIssued(uint256 indexed inputIndex, bytes input, bytes output)",
  ]),
} as const;

type IndexedEvent = keyof typeof layouts;

/**
 * The event as a log filter takes it (`getLogs({ event, strict: false })`): it matches both layouts,
 * whose logs then go through {@link decodeIndexedEvent}.
 */
export const indexedEventFilter = <name extends IndexedEvent>(name: name) => layouts[name][0];

/** The `topic0` of each event whose index moved into `topic1` in 3.0.0-alpha.7 (the same in both layouts). */
export const indexedEventTopics = {
  OutputExecuted: toEventSelector(layouts.OutputExecuted[0]),
  Withdrawal: toEventSelector(layouts.Withdrawal[0]),
  RefundIssued: toEventSelector(layouts.RefundIssued[0]),
} as const satisfies Record<IndexedEvent, Hex>;

type Decoded = {
  OutputExecuted: { outputIndex: bigint; output: Hex };
  Withdrawal: { accountIndex: bigint; account: Hex; output: Hex };
  RefundIssued: { inputIndex: bigint; input: Hex; output: Hex };
};

/**
 * Decodes `log` as event `name` in either layout (index in the data, up to 3.0.0-alpha.6, or in
 * `topic1`, from alpha.7); undefined when the log is another event or does not decode.
 */
export function decodeIndexedEvent<name extends IndexedEvent>(
  name: name,
  log: Pick<Log, "data" | "topics">,
): Decoded[name] | undefined {
  const [topic0, ...rest] = log.topics;
  if (topic0 !== indexedEventTopics[name]) return undefined;
  const abi = [layouts[name][rest.length === 0 ? 0 : 1]] as Abi;
  try {
    const { args } = decodeEventLog({ abi, data: log.data, topics: log.topics, strict: true });
    return args as unknown as Decoded[name];
  } catch {
    return undefined;
  }
}

/**
 * The `name` events of a receipt, in log order, decoded in either layout, with the application
 * that emitted each; with `application`, only those of that application or those applications.
 */
export function applicationEventsFromReceipt<name extends IndexedEvent>(
  name: name,
  receipt: { logs: readonly Log[] },
  application: Address | readonly Address[] | undefined,
): { application: Address; args: Decoded[name] }[] {
  return receipt.logs.flatMap((log) => {
    if (
      application !== undefined &&
      ![application].flat().some((address) => isAddressEqual(log.address, address))
    )
      return [];
    const args = decodeIndexedEvent(name, log);
    return args ? [{ application: getAddress(log.address), args }] : [];
  });
}
