import { useWithdrawalStatus } from "@cartesi/wagmi";
import { useForeclose } from "@cartesi/wagmi/write";
import { usePublicClient, useWaitForTransactionReceipt } from "wagmi";
import { messageOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";

// For the application's guardian: anyone else is refused before the wallet is asked, and a
// foreclosure cannot be undone.
export function Foreclose() {
  const publicClient = usePublicClient();
  // Read again by useForeclose once its transaction is mined.
  const { data } = useWithdrawalStatus({ publicClient, application });
  const foreclose = useForeclose();
  const receipt = useWaitForTransactionReceipt({ hash: foreclose.data });

  const error = foreclose.error ?? receipt.error;
  const step = error
    ? messageOf(error)
    : foreclose.isPending
      ? "Confirm in your wallet…"
      : foreclose.data && !receipt.data
        ? "Waiting for the transaction…"
        : data
          ? `Application: ${data.status}`
          : "Reading the application…";

  return (
    <div>
      <p>Guardian: {data?.withdrawalConfig.guardian ?? "…"}</p>
      <button
        type="button"
        onClick={() => foreclose.mutate({ application })}
        disabled={data?.status !== "not-foreclosed" || foreclose.isPending}
      >
        Foreclose
      </button>
      <p>{step}</p>
    </div>
  );
}
