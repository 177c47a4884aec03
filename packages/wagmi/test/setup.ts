// Before each test file (`setupFiles`): what a test rendered is unmounted after it. A hook in a
// shared module would be registered only by the first file that imports it, as files share their
// modules (`isolate: false`).
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);
