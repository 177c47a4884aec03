import {
  useApprovePortal,
  useDepositSingleERC1155Token,
  usePortalApproval,
} from "@cartesi/wagmi/write";
import { Progress, progressOf } from "./progress";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
// The local chain's test ERC-1155 token: the example account holds 1,000 of ids 0 to 4.
const token = "0x9A676e781A523b5d0C0e43731313A708CB607508";

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
