import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

// The generated API reference (pages/api, written by scripts/api.ts during the build): what a class
// says it inherits or overrides comes from one of the classes it extends.
const apiDir = new URL("../pages/api/", import.meta.url);

/**
 * Every class of the reference: where it is (`/api/rpc#httperror`, as links to it read), its name,
 * where the class it extends is (when the reference has it) and the text of its section.
 */
const classes = readdirSync(apiDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".md"))
  .flatMap((file) => {
    const page = `/api/${file.replace(/\/?index\.md$/, "")}`.replace(/\/$/, "");
    return readFileSync(new URL(file, apiDir), "utf8")
      .split(/^## /m)
      .filter((part) => part.startsWith("Classes\n"))
      .flatMap((part) => part.split(/^### /m).slice(1))
      .map((section) => {
        const name = section.slice(0, section.indexOf("\n")).trim();
        return {
          at: `${page}#${name.toLowerCase()}`,
          name,
          base: section.match(/^#### Extends\n\n- \[`\w+`\]\(([^)]+)\)/m)?.[1],
          section,
        };
      });
  });
const baseOf = new Map(classes.map(({ at, base }) => [at, base]));
const ancestorsOf = (at: string) => {
  const ancestors: string[] = [];
  for (let base = baseOf.get(at); base; base = baseOf.get(base)) ancestors.push(base);
  return ancestors;
};

test("the reference has its error classes, and what each extends", () => {
  expect(classes.length).toBeGreaterThan(40);
  expect(ancestorsOf("/api/rpc/inspect#payloadtoolargeerror")).toEqual([
    "/api/rpc#httperror",
    "/api/rpc#rpcerror",
  ]);
  expect(ancestorsOf("/api/viem#browserblockederror")).toEqual([
    "/api/viem#nodehttperror",
    "/api/viem#cartesierror",
  ]);
});

test.for(classes.map(({ at, name, section }) => [`${name} (${at})`, at, section] as const))(
  "%s inherits and overrides only what the classes it extends have",
  ([, at, section]) => {
    // `[`Base`](/api/…#base).[`member`](…)`: an "Inherited from" or an "Overrides" of the class.
    const named = [...section.matchAll(/\[`\w+`\]\((\/api\/[^)]*)\)\.\[`/g)].map(
      (match) => match[1]!,
    );
    const ancestors = ancestorsOf(at);
    expect(named.filter((base) => !ancestors.includes(base))).toEqual([]);
  },
);
