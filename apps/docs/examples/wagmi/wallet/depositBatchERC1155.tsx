import {
  useApprovePortal,
  useDepositBatchERC1155Token,
  usePortalApproval,
} from "@cartesi/wagmi/write";
import { Progress, progressOf } from "./progress";

const application = "0xf02f60e5E7C679Cd45b24afD03aE1d3f073E593A";
// The local chain's test ERC-1155 token: the example account holds 1,000 of ids 0 to 4.
const token = "0x9A676e781A523b5d0C0e43731313A708CB607508";

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
