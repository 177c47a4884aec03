import { devnetTokens } from "@cartesi/local-devnet/deployment";
import { useApprovePortal, useDepositERC20Tokens, usePortalAllowance } from "@cartesi/wagmi/write";
import { formatUnits, parseUnits } from "viem";
import { messageOf, Progress, progressOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// The local chain's test ERC-20 token (18 decimals).
const token = devnetTokens.erc20;
const amount = parseUnits("10", 18);

export function DepositERC20() {
  // What the portal that deposits into this application may move; refetched after each write.
  const { data: allowance } = usePortalAllowance({ application, token });
  const approve = useApprovePortal();
  const deposit = useDepositERC20Tokens();
  const approved = allowance !== undefined && allowance >= amount;
  return (
    <div>
      <p>
        {allowance === undefined
          ? "Reading the allowance…"
          : `Allowance: ${formatUnits(allowance, 18)}${approved ? "" : " (approve first)"}`}
      </p>
      <button
        type="button"
        disabled={approved || approve.isPending}
        onClick={() => approve.mutate({ standard: "erc20", application, token, amount })}
      >
        Approve 10 tokens
      </button>
      <p>
        {approve.error
          ? messageOf(approve.error)
          : approve.isPending
            ? "Confirm in your wallet…"
            : approve.isSuccess
              ? "Approval sent"
              : "Not approved"}
      </p>
      <button type="button" onClick={() => deposit.mutate({ application, token, amount })}>
        Deposit 10 tokens
      </button>
      <Progress {...progressOf(deposit)} />
    </div>
  );
}
