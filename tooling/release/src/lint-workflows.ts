// The lint task's workflow check: `node src/lint-workflows.ts [dir]`, exit 1 on any problem.
import { lintWorkflows } from "./workflows.ts";

const problems = lintWorkflows(process.argv[2]);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log("workflows: valid and pinned");
