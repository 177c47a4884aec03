import { testCommand } from "@cartesi/local-devnet";
import { executeOutput, getInput, getOutputsExecutedFromReceipt, listOutputs } from "@cartesi/viem";
import { testAccounts } from "@rollups-ts/chain";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import {
  application,
  createQueryClient,
  nodeClient,
  providers,
  publicClient,
  sendInput,
  settleEpoch,
  walletClient,
} from "../../test/node.js";
import { invalidateOutputStatusQueries } from "../query/outputStatus.js";
import { useOutputStatus } from "./useOutputStatus.js";
import { useTimeToExecutable } from "./useTimeToExecutable.js";
import { useWaitForOutputExecution } from "./useWaitForOutputExecution.js";
import { useWaitToExecuteInputOutputs } from "./useWaitToExecuteInputOutputs.js";
import { useWaitToExecuteOutput } from "./useWaitToExecuteOutput.js";

const recipient = testAccounts[7]!.address;

describe("output status hooks", () => {
  test("follow a voucher from its open epoch to its execution; executing invalidates the cached status", async () => {
    const inputIndex = await sendInput(
      testCommand({ notices: ["0x01"], vouchers: [{ destination: recipient }] }),
    );
    const { data } = await listOutputs(nodeClient, { application, inputIndex });
    const voucher = data[1]!;
    const queryClient = createQueryClient();
    const parameters = { publicClient, application, outputIndex: voucher.index };
    const { result } = renderHook(
      () => ({
        status: useOutputStatus(parameters),
        estimate: useTimeToExecutable(parameters),
        executable: useWaitToExecuteOutput({ ...parameters, pollingInterval: 50 }),
        outputs: useWaitToExecuteInputOutputs({
          publicClient,
          application,
          inputIndex,
          pollingInterval: 50,
        }),
        executed: useWaitForOutputExecution({ ...parameters, pollingInterval: 50 }),
      }),
      { wrapper: providers(queryClient) },
    );
    await waitFor(() => expect(result.current.status.data?.status).toBe("waiting-for-claim"));
    await waitFor(() => expect(result.current.estimate.data?.basis).toBe("estimated"));
    expect(result.current.executable.fetchStatus).toBe("fetching");

    const { epochIndex } = await getInput(nodeClient, { application, inputIndex });
    await settleEpoch(epochIndex);
    await waitFor(() => expect(result.current.executable.data?.status).toBe("ready-to-execute"));
    await waitFor(() =>
      expect(result.current.outputs.data?.map((status) => status.status)).toEqual([
        "ready-to-validate",
        "ready-to-execute",
      ]),
    );
    // Without a refetch the cached status still says what it said.
    expect(result.current.status.data?.status).toBe("waiting-for-claim");
    expect(result.current.executed.isPending).toBe(true);

    // The execution, then what a write hook of `@cartesi/wagmi/write` does once it is mined.
    let hash: `0x${string}` | undefined;
    await act(async () => {
      hash = await executeOutput(walletClient, {
        application,
        output: result.current.executable.data!.output,
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      expect(getOutputsExecutedFromReceipt(receipt)).toEqual([
        { application, outputIndex: voucher.index, output: voucher.rawData },
      ]);
      await invalidateOutputStatusQueries(queryClient, { application, outputIndex: voucher.index });
    });
    // The invalidation made the status and the estimate of the output be read again.
    await waitFor(() => expect(result.current.status.data?.status).toBe("executed"));
    expect(result.current.status.data).toMatchObject({ transactionHash: hash });
    await waitFor(() => expect(result.current.estimate.data?.basis).toBe("accepted"));
    await waitFor(() => expect(result.current.executed.data?.status).toBe("executed"));
  });

  test("stay idle until the base-layer client and the output are known", () => {
    const { result } = renderHook(
      () => ({
        status: useOutputStatus({ application }),
        wait: useWaitToExecuteOutput({ application, outputIndex: 0n }),
      }),
      { wrapper: providers() },
    );
    expect(result.current.status.fetchStatus).toBe("idle");
    expect(result.current.wait.fetchStatus).toBe("idle");
  });
});
