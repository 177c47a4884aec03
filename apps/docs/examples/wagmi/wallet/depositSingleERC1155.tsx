import { devnetTokens } from "@cartesi/local-devnet/deployment";
import {
  useApprovePortal,
  useDepositSingleERC1155Token,
  usePortalApproval,
} from "@cartesi/wagmi/write";
import { Progress, progressOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// The local chain's test ERC-1155 token: the example account holds 1,000 of ids 0 to 4.
const token = devnetTokens.erc1155;

export function DepositSingleERC1155() {
  // ERC-1155 approves an operator for all of a holder's tokens: here the single-deposit portal.
  const { data: approved } = usePortalApproval({ standard: "erc1155", application, token });
  const approve = useApprovePortal();
  const deposit = useDepositSingleERC1155Token();
  return (
    <div>
      <button
        type="button"
        disabled={approved !== false || approve.isPending}
        onClick={() => approve.mutate({ standard: "erc1155", application, token })}
      >
        Approve the single portal
      </button>
      <button
        type="button"
        disabled={!approved}
        onClick={() => deposit.mutate({ application, token, tokenId: 0n, value: 10n })}
      >
        Deposit 10 of token 0
      </button>
      <Progress {...progressOf(deposit)} />
    </div>
  );
}
