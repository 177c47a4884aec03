/**
 * Writes `src/abi/generated.ts`: the typed ABIs (`as const`) of the Cartesi Rollups contracts the
 * toolkit calls, read from the Foundry artifacts of `@cartesi/rollups`.
 *
 * Run with `pnpm --filter @cartesi/viem generate`. A test checks that the committed file equals
 * what this script produces.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Abi, parseAbi, toFunctionSelector } from "viem";

type AbiError = Extract<Abi[number], { type: "error" }>;

const require = createRequire(import.meta.url);
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where the generated module goes, relative to the package root. */
export const generatedPath = "src/abi/generated.ts";

/** A generated ABI: the artifact's ABI, plus the errors of what the contract calls. */
type AbiSpec = {
  /** Name of the exported constant. */
  name: string;
  /** Contract whose artifact gives the ABI. */
  contract: string;
  /** One-line description for the JSDoc. */
  description: string;
  /** Other ABIs whose errors can surface from a call to this contract. */
  errorsFrom?: readonly string[];
};

// Errors a token can raise under ERC-6093 (OpenZeppelin 5 tokens); the rollups artifacts do not
// include them because the portals call tokens through their interfaces.
const tokenErrorSignatures = {
  erc20ErrorsAbi: [
    "error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)",
    "error ERC20InvalidSender(address sender)",
    "error ERC20InvalidReceiver(address receiver)",
    "error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)",
    "error ERC20InvalidApprover(address approver)",
    "error ERC20InvalidSpender(address spender)",
  ],
  erc721ErrorsAbi: [
    "error ERC721InvalidOwner(address owner)",
    "error ERC721NonexistentToken(uint256 tokenId)",
    "error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)",
    "error ERC721InvalidSender(address sender)",
    "error ERC721InvalidReceiver(address receiver)",
    "error ERC721InsufficientApproval(address operator, uint256 tokenId)",
    "error ERC721InvalidApprover(address approver)",
    "error ERC721InvalidOperator(address operator)",
  ],
  erc1155ErrorsAbi: [
    "error ERC1155InsufficientBalance(address sender, uint256 balance, uint256 needed, uint256 tokenId)",
    "error ERC1155InvalidSender(address sender)",
    "error ERC1155InvalidReceiver(address receiver)",
    "error ERC1155MissingApprovalForAll(address operator, address owner)",
    "error ERC1155InvalidApprover(address approver)",
    "error ERC1155InvalidOperator(address operator)",
    "error ERC1155InvalidArrayLength(uint256 idsLength, uint256 valuesLength)",
  ],
} as const;

const tokenErrorDescriptions: Record<keyof typeof tokenErrorSignatures, string> = {
  erc20ErrorsAbi: "Errors of ERC-20 tokens (ERC-6093), as OpenZeppelin 5 tokens raise them.",
  erc721ErrorsAbi: "Errors of ERC-721 tokens (ERC-6093), as OpenZeppelin 5 tokens raise them.",
  erc1155ErrorsAbi: "Errors of ERC-1155 tokens (ERC-6093), as OpenZeppelin 5 tokens raise them.",
};

/** The contracts, in output order. */
const specs: readonly AbiSpec[] = [
  {
    name: "inputBoxAbi",
    contract: "InputBox",
    description: "`InputBox`: receives the inputs of every application.",
  },
  {
    name: "etherPortalAbi",
    contract: "EtherPortal",
    description: "`EtherPortal`: deposits Ether into an application.",
    errorsFrom: ["inputBoxAbi"],
  },
  {
    name: "erc20PortalAbi",
    contract: "ERC20Portal",
    description: "`ERC20Portal`: deposits ERC-20 tokens into an application.",
    errorsFrom: ["inputBoxAbi", "erc20ErrorsAbi"],
  },
  {
    name: "erc721PortalAbi",
    contract: "ERC721Portal",
    description: "`ERC721Portal`: deposits an ERC-721 token into an application.",
    errorsFrom: ["inputBoxAbi", "erc721ErrorsAbi"],
  },
  {
    name: "erc1155SinglePortalAbi",
    contract: "ERC1155SinglePortal",
    description: "`ERC1155SinglePortal`: deposits one kind of ERC-1155 token into an application.",
    errorsFrom: ["inputBoxAbi", "erc1155ErrorsAbi"],
  },
  {
    name: "erc1155BatchPortalAbi",
    contract: "ERC1155BatchPortal",
    description:
      "`ERC1155BatchPortal`: deposits several kinds of ERC-1155 tokens into an application.",
    errorsFrom: ["inputBoxAbi", "erc1155ErrorsAbi"],
  },
  {
    name: "applicationAbi",
    contract: "Application",
    description: "`Application`: validates and executes the outputs of an application.",
    errorsFrom: ["safeErc20TransferAbi", "erc20ErrorsAbi", "erc721ErrorsAbi", "erc1155ErrorsAbi"],
  },
  {
    name: "authorityAbi",
    contract: "Authority",
    description: "`Authority`: a single-owner consensus that accepts the claims of applications.",
  },
  {
    name: "applicationFactoryAbi",
    contract: "ApplicationFactory",
    description: "`ApplicationFactory`: deploys applications.",
  },
  {
    name: "selfHostedApplicationFactoryAbi",
    contract: "SelfHostedApplicationFactory",
    description: "`SelfHostedApplicationFactory`: deploys an application with its own `Authority`.",
  },
  {
    name: "safeErc20TransferAbi",
    contract: "SafeERC20Transfer",
    description:
      "`SafeERC20Transfer`: the target of delegate-call vouchers that transfer ERC-20 tokens.",
    errorsFrom: ["erc20ErrorsAbi"],
  },
  {
    name: "inputsAbi",
    contract: "Inputs",
    description: "`Inputs`: the encoding of an input (`EvmAdvance`) as the machine receives it.",
  },
  {
    name: "outputsAbi",
    contract: "Outputs",
    description:
      "`Outputs`: the encodings of outputs (`Notice`, `Voucher`, `DelegateCallVoucher`).",
  },
  {
    name: "dataAvailabilityAbi",
    contract: "DataAvailability",
    description: "`DataAvailability`: the encodings of an application's data availability setting.",
  },
];

function rollupsVersion(): string {
  const manifest = require.resolve("@cartesi/rollups/package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

function artifactAbi(contract: string): Abi {
  const path = require.resolve(`@cartesi/rollups/out/${contract}.sol/${contract}.json`);
  return (JSON.parse(readFileSync(path, "utf8")) as { abi: Abi }).abi;
}

function errorSignature(error: AbiError): string {
  return toFunctionSelector(
    `function ${error.name}(${error.inputs.map((input) => input.type).join(",")})`,
  );
}

/** The ABIs by constant name, errors of called contracts appended (each error once). */
export function buildAbis(): Map<string, Abi> {
  const own = new Map<string, Abi>();
  for (const [name, signatures] of Object.entries(tokenErrorSignatures)) {
    own.set(name, parseAbi(signatures));
  }
  for (const spec of specs) own.set(spec.name, artifactAbi(spec.contract));

  const abis = new Map<string, Abi>();
  for (const [name, abi] of own) {
    const spec = specs.find((candidate) => candidate.name === name);
    const seen = new Set(
      abi.filter((item) => item.type === "error").map((item) => errorSignature(item)),
    );
    const extra: AbiError[] = [];
    for (const source of spec?.errorsFrom ?? []) {
      const sourceAbi = own.get(source);
      if (!sourceAbi) throw new Error(`generate-abi: unknown ABI ${source} in ${name}.errorsFrom`);
      for (const item of sourceAbi) {
        if (item.type !== "error" || seen.has(errorSignature(item))) continue;
        seen.add(errorSignature(item));
        extra.push(item);
      }
    }
    abis.set(name, [...abi, ...extra]);
  }
  return abis;
}

function format(source: string): string {
  const biome = require.resolve("@biomejs/biome/bin/biome");
  return execFileSync(process.execPath, [biome, "format", `--stdin-file-path=${generatedPath}`], {
    cwd: packageRoot,
    input: source,
    encoding: "utf8",
  });
}

/** The source of `src/abi/generated.ts`, formatted as the repository's formatter would. */
/** Solidity's own type names (`struct Proof`, `contract IERC20`): viem neither needs nor types them, and they are a third of the bytes. */
const withoutInternalTypes = (key: string, value: unknown) =>
  key === "internalType" ? undefined : value;

export function generateAbiSource(): string {
  const abis = buildAbis();
  const blocks: string[] = [
    `// Generated by scripts/generate-abi.ts from @cartesi/rollups@${rollupsVersion()}. Do not edit.\n// Regenerate with \`pnpm --filter @cartesi/viem generate\`.`,
  ];
  const describe = (name: string) => {
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) return tokenErrorDescriptions[name as keyof typeof tokenErrorDescriptions];
    const extra = spec.errorsFrom?.length
      ? ` Includes the errors of ${spec.errorsFrom.map((source) => `\`${source}\``).join(", ")}, which a call can raise.`
      : "";
    return `${spec.description}${extra}`;
  };
  for (const [name, abi] of abis) {
    blocks.push(
      `/** ${describe(name)} */\nexport const ${name} = ${JSON.stringify(abi, withoutInternalTypes)} as const;`,
    );
  }
  return format(`${blocks.join("\n\n")}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(join(packageRoot, generatedPath), generateAbiSource());
  console.log(`wrote ${generatedPath}`);
}
