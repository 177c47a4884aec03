import { devnetTokens } from "@cartesi/local-devnet/deployment";
import {
  useApprovePortal,
  useDepositBatchERC1155Token,
  usePortalApproval,
} from "@cartesi/wagmi/write";
import { Progress, progressOf } from "./progress";

const application = "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE";
// The local chain's test ERC-1155 token: the example account holds 1,000 of ids 0 to 4.
const token = devnetTokens.erc1155;

export function DepositBatchERC1155() {
  // The batch portal is another operator than the single one: it needs its own approval.
  const { data: approved } = usePortalApproval({
    standard: "erc1155",
    batch: true,
    application,
    token,
  });
  const approve = useApprovePortal();
  const deposit = useDepositBatchERC1155Token();
  return (
    <div>
      <button
        type="button"
        disabled={approved !== false || approve.isPending}
        onClick={() => approve.mutate({ standard: "erc1155", batch: true, application, token })}
      >
        Approve the batch portal
      </button>
      <button
        type="button"
        disabled={!approved}
        onClick={() => deposit.mutate({ application, token, tokenIds: [3n, 4n], values: [5n, 6n] })}
      >
        Deposit 5 of token 3 and 6 of token 4
      </button>
      <Progress {...progressOf(deposit)} />
    </div>
  );
}
