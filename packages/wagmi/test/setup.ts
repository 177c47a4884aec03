// Before each test file (`setupFiles`): what a test rendered is unmounted after it. A hook in a
// shared module would be registered only by the first file that imports it, as files share their
// modules (`isolate: false`).
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);

// The hooks' tests wait for requests to the chain and the node (a receipt, a poll until the node
// has processed an input), not for a render: 1 s, Testing Library's default, is not a bound for
// those on a busy machine (useWaitForInput's test once ran out of it in CI). A wait still fails
// when what it waits for does not come.
configure({ asyncUtilTimeout: 30_000 });
