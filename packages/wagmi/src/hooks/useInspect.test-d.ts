import type { InspectErrorType, InspectReturnType } from "@cartesi/viem";
import { expectTypeOf, test } from "vitest";
import { useInspect } from "./useInspect.js";

test("useInspect: data is inspect's answer, error its error type; select narrows", () => {
  const result = useInspect({ application: "echo", payload: "hello" });
  expectTypeOf(result.data).toEqualTypeOf<InspectReturnType | undefined>();
  expectTypeOf(result.error).toEqualTypeOf<InspectErrorType | null>();
  const selected = useInspect({
    application: "echo",
    payload: new Uint8Array([1]),
    pollingInterval: false,
    query: { select: (answer) => answer.reports.length },
  });
  expectTypeOf(selected.data).toEqualTypeOf<number | undefined>();
  // @ts-expect-error TanStack options go under `query`
  useInspect({ application: "echo", payload: "x", select: () => 1 });
});
