import { devnetApplications } from "@cartesi/local-devnet/deployment";
import { defineApplication, text } from "@cartesi/viem/codec";
import { useNotices } from "@cartesi/wagmi";

// The devnet's test application, whose notices are text here.
const echo = defineApplication({
  address: devnetApplications.N,
  outputs: { notices: text() },
});

export function NoticesOfInput() {
  const { data: page, error, isPending } = useNotices(echo, { inputIndex: 0n });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>{error.shortMessage}</p>;
  return (
    <ul>
      {page.data.map((notice) => (
        <li key={notice.index.toString()}>
          {notice.index.toString()}: {notice.decodedPayload}
        </li>
      ))}
    </ul>
  );
}
// @log: 0: hello
