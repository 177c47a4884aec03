// The withdrawal reads in every dialect: nodes from 2.0.0-alpha.12 (I, N) serve them, older ones
// (R) answer -32601. The records of a real withdrawal are checked end to end in withdrawal.test.ts.
import { MethodNotFoundRpcError } from "viem";
import { describe, expect, test } from "vitest";
import { application, dialect, nodeClient } from "../../../test/node.js";
import { ResourceNotFoundError } from "../../errors/node.js";
import { InvalidParameterError } from "../../errors/parameter.js";
import { getWithdrawal } from "./getWithdrawal.js";
import { listWithdrawals } from "./listWithdrawals.js";

describe(`withdrawal reads (${dialect})`, () => {
  test("an application that was never foreclosed has no withdrawals", async () => {
    const listed = listWithdrawals(nodeClient, { application, limit: 10 });
    const got = getWithdrawal(nodeClient, { application, accountIndex: 0n });
    if (dialect === "R") {
      await expect(listed).rejects.toBeInstanceOf(MethodNotFoundRpcError);
      await expect(got).rejects.toBeInstanceOf(MethodNotFoundRpcError);
    } else {
      expect(await listed).toEqual({
        data: [],
        pagination: { totalCount: 0, limit: 10, offset: 0 },
      });
      await expect(got).rejects.toBeInstanceOf(ResourceNotFoundError);
    }
  });

  test("a negative account index is refused before any request", async () => {
    const error = await getWithdrawal(nodeClient, { application, accountIndex: -1n }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error).toMatchObject({ parameter: "accountIndex" });
    await expect(
      listWithdrawals(nodeClient, { application, accountIndex: 2n ** 64n }),
    ).rejects.toMatchObject({ name: "InvalidParameterError", parameter: "accountIndex" });
  });
});
