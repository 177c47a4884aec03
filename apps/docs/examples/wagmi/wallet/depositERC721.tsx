import { devnetTokens } from "@cartesi/local-devnet/deployment";
import { useApprovePortal, useDepositERC721Token, usePortalApproval } from "@cartesi/wagmi/write";
import { messageOf, Progress, progressOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// The local chain's test ERC-721 token; the example account owns ids 3, 4 and 5.
const token = devnetTokens.erc721;
const tokenId = 4n;

export function DepositERC721() {
  const { data: approved } = usePortalApproval({ standard: "erc721", application, token, tokenId });
  const approve = useApprovePortal();
  const deposit = useDepositERC721Token();
  return (
    <div>
      <p>{approved ? `Token ${tokenId}: approved` : `Token ${tokenId}: approve first`}</p>
      <button
        type="button"
        disabled={approved !== false || approve.isPending}
        onClick={() => approve.mutate({ standard: "erc721", application, token, tokenId })}
      >
        Approve token 4
      </button>
      <p>
        {approve.error
          ? messageOf(approve.error)
          : approve.isSuccess
            ? "Approval sent"
            : "Not approved"}
      </p>
      <button type="button" onClick={() => deposit.mutate({ application, token, tokenId })}>
        Deposit token 4
      </button>
      <Progress {...progressOf(deposit)} />
    </div>
  );
}
