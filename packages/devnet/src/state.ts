import { type Generation, generationTraits, type WithdrawalConfig } from "@rollups-ts/chain";
import {
  type Address,
  concatHex,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  keccak256,
  sliceHex,
  toHex,
  zeroHash,
} from "viem";
import { type AccountBalanceBytes, AccountsDrive } from "./accounts.ts";
import { generationDialects } from "./dialect.ts";
import { type DecodedOutput, decodeEvmAdvance, encodeOutput } from "./encoding.ts";
import type { AdvanceInput, ApplicationHandler } from "./handler.ts";
import {
  accountsDriveNode,
  type MachineState,
  type MachineValidityProof,
  machineTree,
  machineValidityProof,
  outputsMerkleRootNode,
} from "./machine.ts";
import { OutputsMerkleTree } from "./merkle.ts";
import { checkHandlerResult } from "./result.ts";
import type { EpochStatus, HandlerStatus, InputCompletionStatus } from "./statuses.ts";

/** The application the node serves, as deployed on the base layer. */
export type ApplicationConfig = {
  /** Matches `^[a-z0-9_-]{3,}$`. */
  name: string;
  address: Address;
  consensus: Address;
  inputBox: Address;
  templateHash: Hex;
  epochLength: bigint;
  /** What `getDataAvailability()` returns, up to 3.0.0-alpha.6 (later applications name their InputBox). */
  dataAvailability?: Hex;
  deploymentBlock: bigint;
  chainId: bigint;
  /** The contracts' generation: v3 claims are staged, then accepted after `claimStagingPeriod` blocks. */
  generation: Generation;
  claimStagingPeriod: bigint;
  withdrawalConfig?: WithdrawalConfig;
  /**
   * The test application's ledger (v3): deposits of `token` through `erc20Portal` credit their
   * sender in the accounts drive. Without it the drive stays empty.
   */
  ledger?: { erc20Portal: Address; token: Address };
};

export type StoredInput = {
  index: bigint;
  epochIndex: bigint;
  blockNumber: bigint;
  rawData: Hex;
  decoded: AdvanceInput;
  status: InputCompletionStatus;
  machineHash: Hex | null;
  outputsHash: Hex | null;
  /** What older nodes send as `transaction_reference`: the input's index as 32 bytes, not a hash. */
  transactionReference: Hex;
  /** The transaction that added the input, and its `InputAdded` log's index in the block. */
  transactionHash: Hex;
  logIndex: number;
  /** What the application said when the input ended in `EXCEPTION` (UTF-8 of the error). */
  exceptionData: Hex | null;
  /** v3: the accounts drive once the input is processed. */
  accountsDrive: AccountsDrive | null;
  createdAt: string;
  updatedAt: string;
};

export type StoredOutput = {
  index: bigint;
  epochIndex: bigint;
  inputIndex: bigint;
  rawData: Hex;
  decoded: DecodedOutput;
  hash: Hex | null;
  siblings: Hex[] | null;
  executionTransactionHash: Hex | null;
  createdAt: string;
  updatedAt: string;
};

export type StoredReport = {
  index: bigint;
  epochIndex: bigint;
  inputIndex: bigint;
  rawData: Hex;
  createdAt: string;
  updatedAt: string;
};

export type StoredEpoch = {
  index: bigint;
  virtualIndex: bigint;
  firstBlock: bigint;
  lastBlock: bigint;
  inputIndexLowerBound: bigint;
  /** Exclusive. */
  inputIndexUpperBound: bigint;
  /** v2: a hash of the outputs root and the inputs; v3: the machine Merkle root the consensus derives. */
  machineHash: Hex | null;
  outputsMerkleRoot: Hex | null;
  /** v2: one hash standing in for the machine; v3: the outputs root's siblings in the machine tree. */
  outputsMerkleProof: Hex[] | null;
  claimTransactionHash: Hex | null;
  /** v3: block of the `ClaimStaged` event of the epoch's claim. */
  stagedAtBlock: bigint | null;
  /** v3: the machine state the claim commits to, and the accounts drive in it. */
  machine: { state: MachineState; accountsDrive: AccountsDrive } | null;
  /** v3: the three leaves of the machine tree a claim from 3.0.0-alpha.7 on proves, with their siblings. */
  stateProof: MachineValidityProof | null;
  status: EpochStatus;
  createdAt: string;
  updatedAt: string;
};

const now = () => new Date().toISOString();

/** An accepted claim seen on chain, by the last block of the epoch it covers. */
export type AcceptedClaim = { outputsMerkleRoot: Hex; transactionHash: Hex };

/** A staged claim seen on chain (v3), by the last block of the epoch it covers. */
export type StagedClaim = {
  outputsMerkleRoot: Hex;
  machineMerkleRoot: Hex;
  blockNumber: bigint;
  /** The `submitClaim` transaction, which stages the claim it submits. */
  transactionHash: Hex;
};

/** A block and transaction where something happened on chain. */
export type ChainEvent = { blockNumber: bigint; transactionHash: Hex };

/** The accounts drive root proved on chain after a foreclosure; `transactionHash` null when not found. */
export type DriveRootProved = {
  root: Hex;
  blockNumber: bigint;
  transactionHash: Hex | null;
};

/** A withdrawal read from the application's `Withdrawal` event. */
export type StoredWithdrawal = {
  accountIndex: bigint;
  account: Hex;
  output: Hex;
  blockNumber: bigint;
  transactionHash: Hex;
  logIndex: number;
  createdAt: string;
  updatedAt: string;
};

/** `drive-root-proof.json` as the node's tooling writes it: the drive root and its siblings up to the machine root. */
export type DriveRootProofFile = { accounts_drive_merkle_root: Hex; proof: Hex[] };

/** `account-proof.json` as the node's tooling writes it: an account's bytes, index and siblings up to the drive root. */
export type AccountProofFile = {
  account: Hex;
  account_index: Hex;
  account_root_siblings: Hex[];
};

/** Why the proofs of an account cannot be given. */
export type WithdrawalProofsErrorCode =
  | "APPLICATION_NOT_FOUND"
  | "NOT_FORECLOSED"
  | "NO_ACCEPTED_CLAIM"
  | "ACCOUNT_NOT_FOUND";

/** The proofs of an account cannot be given: `code` says why. */
export class WithdrawalProofsUnavailable extends Error {
  readonly code: WithdrawalProofsErrorCode;
  constructor(code: WithdrawalProofsErrorCode, message: string) {
    super(message);
    this.name = "WithdrawalProofsUnavailable";
    this.code = code;
  }
}

/**
 * Everything the node knows about one application, rebuilt from the chain on
 * start and after a reorganisation.
 */
export class ApplicationState {
  readonly config: ApplicationConfig;
  readonly createdAt = now();
  updatedAt = this.createdAt;
  readonly inputs: StoredInput[] = [];
  readonly outputs: StoredOutput[] = [];
  readonly reports: StoredReport[] = [];
  readonly epochs: StoredEpoch[] = [];
  /** Last block whose events the node has read. */
  lastCheckedBlock: bigint;
  processedInputs = 0n;
  readonly #acceptedClaims = new Map<bigint, AcceptedClaim>();
  readonly #stagedClaims = new Map<bigint, StagedClaim>();
  /** v3: when the guardian foreclosed the application. */
  foreclosure: ChainEvent | null = null;
  /** v3: the accounts drive root proved after the foreclosure. */
  driveRootProved: DriveRootProved | null = null;
  /**
   * Why the node stopped running the application (its status `FAILED`, dialects I and N); it
   * processes no input after that, until the node starts again.
   */
  failure: string | null = null;
  readonly withdrawals: StoredWithdrawal[] = [];
  /** v3: the accounts drive as the inputs processed so far left it. */
  #accountsDrive: AccountsDrive | null;
  readonly #executions = new Map<bigint, Hex>();
  readonly #tree = new OutputsMerkleTree();
  /** Outputs hashed into the tree so far (the tree follows claims, not processing). */
  #outputsInTree = 0;
  /** Running hash of every input, the local stand-in for the machine's input history. */
  #inputsAccumulator: Hex = zeroHash;

  constructor(config: ApplicationConfig) {
    this.config = config;
    this.lastCheckedBlock = config.deploymentBlock - 1n;
    const { claimStaging, usdBalanceBytes } = generationTraits[config.generation];
    this.#accountsDrive =
      claimStaging && config.withdrawalConfig
        ? new AccountsDrive({
            ...config.withdrawalConfig,
            balanceBytes: usdBalanceBytes as AccountBalanceBytes,
          })
        : null;
  }

  /** Whether the application's claims are staged, and it can be foreclosed (v3). */
  get #v3(): boolean {
    return generationTraits[this.config.generation].claimStaging;
  }

  epochOfBlock(blockNumber: bigint): bigint {
    return blockNumber / this.config.epochLength;
  }

  /** Records an input read from an `InputAdded` event. Inputs arrive in index order. */
  addInput(
    rawData: Hex,
    blockNumber: bigint,
    { transactionHash, logIndex }: { transactionHash: Hex; logIndex: number },
  ): StoredInput {
    const decoded = decodeEvmAdvance(rawData);
    if (decoded.index !== BigInt(this.inputs.length))
      throw new Error(`input ${decoded.index} arrived, expected input ${this.inputs.length}`);
    const epochIndex = this.epochOfBlock(blockNumber);
    let epoch = this.epochs.at(-1);
    if (!epoch || epoch.index !== epochIndex) {
      const length = this.config.epochLength;
      epoch = {
        index: epochIndex,
        virtualIndex: BigInt(this.epochs.length),
        firstBlock: epochIndex * length,
        lastBlock: (epochIndex + 1n) * length - 1n,
        inputIndexLowerBound: decoded.index,
        inputIndexUpperBound: decoded.index,
        machineHash: null,
        outputsMerkleRoot: null,
        outputsMerkleProof: null,
        claimTransactionHash: null,
        stagedAtBlock: null,
        machine: null,
        stateProof: null,
        status: "OPEN",
        createdAt: now(),
        updatedAt: now(),
      };
      this.epochs.push(epoch);
    }
    epoch.inputIndexUpperBound = decoded.index + 1n;
    epoch.updatedAt = now();
    const input: StoredInput = {
      index: decoded.index,
      epochIndex,
      blockNumber,
      rawData,
      decoded,
      status: "NONE",
      machineHash: null,
      outputsHash: null,
      transactionReference: toHex(decoded.index, { size: 32 }),
      transactionHash,
      logIndex,
      exceptionData: null,
      accountsDrive: null,
      createdAt: now(),
      updatedAt: now(),
    };
    this.inputs.push(input);
    return input;
  }

  /** Runs the handler over the next input not processed yet; false when there is none. */
  async processNext(
    handler: ApplicationHandler,
    onError: (error: unknown) => void,
  ): Promise<boolean> {
    const input = this.inputs[Number(this.processedInputs)];
    if (!input || this.failure !== null) return false;
    let status: HandlerStatus = "EXCEPTION";
    let outputs: DecodedOutput[] = [];
    let reports: Hex[] = [];
    let exceptionData: Hex | null = null;
    try {
      const result = await handler(input.decoded, {
        applicationName: this.config.name,
        epochIndex: input.epochIndex,
        outputIndex: BigInt(this.outputs.length),
      });
      ({ status, outputs, reports, exception: exceptionData } = checkHandlerResult(result));
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === "ApplicationTimeoutError") {
        // A node of dialect N (on the contracts it reads, from 3.0.0-alpha.7) has no time limit
        // status: it marks the application FAILED and leaves the input unprocessed. R and I end
        // the input in TIME_LIMIT_EXCEEDED.
        if (generationDialects[this.config.generation].includes("N")) {
          this.failure = `input ${input.index}: ${(error as Error).message}`;
          this.updatedAt = now();
          onError(
            new Error(
              `application ${this.config.name} FAILED, as a node of dialect N marks it: ${this.failure}; no later input is processed until the node starts again`,
            ),
          );
          return false;
        }
        status = "TIME_LIMIT_EXCEEDED";
      } else {
        exceptionData = toHex(error instanceof Error ? error.message : String(error));
        onError(
          new Error(`application ${this.config.name}: input ${input.index} ended in EXCEPTION`, {
            cause: error,
          }),
        );
      }
    }
    if (status === "ACCEPTED") {
      try {
        this.#credit(input.decoded);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        // The ledger refuses the deposit as an application would; its outputs and its report saying
        // why go with the input, as the node keeps neither for an input it did not accept.
        status = "REJECTED";
        reports = [...reports, toHex(`deposit refused: ${error.message}`)];
      }
    }
    input.accountsDrive = this.#accountsDrive;
    const createdAt = now();
    // The node stores the outputs and reports of accepted inputs only.
    if (status === "ACCEPTED") {
      for (const output of outputs) {
        const index = BigInt(this.outputs.length);
        this.outputs.push({
          index,
          epochIndex: input.epochIndex,
          inputIndex: input.index,
          rawData: encodeOutput(output),
          decoded: output,
          hash: null,
          siblings: null,
          executionTransactionHash: this.#executions.get(index) ?? null,
          createdAt,
          updatedAt: createdAt,
        });
      }
      for (const rawData of reports) {
        this.reports.push({
          index: BigInt(this.reports.length),
          epochIndex: input.epochIndex,
          inputIndex: input.index,
          rawData,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    input.status = status;
    if (status === "EXCEPTION") input.exceptionData = exceptionData ?? "0x";
    input.updatedAt = createdAt;
    this.processedInputs = input.index + 1n;
    this.updatedAt = createdAt;
    return true;
  }

  /** Records a `ClaimAccepted` event; the epoch it covers moves once its claim is computed. */
  acceptClaim(lastProcessedBlockNumber: bigint, claim: AcceptedClaim): void {
    this.#acceptedClaims.set(lastProcessedBlockNumber, claim);
  }

  /** Records a `ClaimStaged` event (v3). */
  stageClaim(lastProcessedBlockNumber: bigint, claim: StagedClaim): void {
    this.#stagedClaims.set(lastProcessedBlockNumber, claim);
  }

  /** Records the application's `Foreclosure` event (v3). */
  foreclose(event: ChainEvent): void {
    this.foreclosure ??= event;
    this.updatedAt = now();
  }

  /** Records the accounts drive root proved on chain (v3). */
  proveDriveRoot(proved: DriveRootProved): void {
    this.driveRootProved ??= proved;
    this.updatedAt = now();
  }

  /** Records a `Withdrawal` event (v3). */
  withdraw(
    event: { accountIndex: bigint; account: Hex; output: Hex },
    log: ChainEvent & { logIndex: number },
  ): void {
    const createdAt = now();
    this.withdrawals.push({
      ...event,
      blockNumber: log.blockNumber,
      transactionHash: log.transactionHash,
      logIndex: log.logIndex,
      createdAt,
      updatedAt: createdAt,
    });
    this.updatedAt = createdAt;
  }

  /**
   * The proofs `account` needs to withdraw after a foreclosure, against the last accepted claim:
   * the accounts drive root's in the machine tree, and the account's in the drive.
   */
  withdrawalProofs(account: Address): {
    driveRootProof: DriveRootProofFile;
    accountProof: AccountProofFile;
  } {
    if (!this.foreclosure)
      throw new WithdrawalProofsUnavailable(
        "NOT_FORECLOSED",
        `application ${this.config.name} is not foreclosed: withdrawals start after its guardian forecloses it`,
      );
    const epoch = this.epochs.filter((candidate) => candidate.status === "CLAIM_ACCEPTED").at(-1);
    if (!epoch?.machine)
      throw new WithdrawalProofsUnavailable(
        "NO_ACCEPTED_CLAIM",
        `application ${this.config.name} has no accepted claim: its machine state was never settled on chain`,
      );
    const drive = epoch.machine.accountsDrive;
    const index = drive.indexOf(account);
    if (index === undefined)
      throw new WithdrawalProofsUnavailable(
        "ACCOUNT_NOT_FOUND",
        `account ${getAddress(account)} has no balance in the accounts drive of application ${this.config.name} at its last accepted claim (epoch ${epoch.index})`,
      );
    const tree = machineTree(epoch.machine.state);
    const driveNode = accountsDriveNode(epoch.machine.state.accountsDrive!);
    return {
      driveRootProof: { accounts_drive_merkle_root: driveNode.hash, proof: tree.proof(driveNode) },
      accountProof: {
        account: drive.accountBytes(index),
        account_index: toHex(index),
        account_root_siblings: drive.siblings(index),
      },
    };
  }

  /** Credits a deposit of the ledger's token to its sender (the test application's ledger). */
  #credit(input: AdvanceInput): void {
    const { ledger } = this.config;
    if (!ledger || !this.#accountsDrive || !isAddressEqual(input.sender, ledger.erc20Portal))
      return;
    // The ERC-20 portal's payload: token (20 bytes), sender (20), amount (32), then the sender's data.
    if ((input.payload.length - 2) / 2 < 72) return;
    const token = sliceHex(input.payload, 0, 20);
    if (!isAddressEqual(token, ledger.token)) return;
    const sender = sliceHex(input.payload, 20, 40);
    const amount = hexToBigInt(sliceHex(input.payload, 40, 72));
    this.#accountsDrive = this.#accountsDrive.credit(sender, amount);
  }

  /** Records an `OutputExecuted` event (the output may not be produced yet while inputs are processed). */
  executeOutput(outputIndex: bigint, transactionHash: Hex): void {
    this.#executions.set(outputIndex, transactionHash);
    const output = this.outputs[Number(outputIndex)];
    if (!output) return;
    output.executionTransactionHash = transactionHash;
    output.updatedAt = now();
  }

  /**
   * Moves epochs along given the chain head: close the ones whose last block is
   * below the head, mark them processed, compute their claims (in order: the
   * outputs tree is cumulative), and accept the claims seen on chain.
   */
  advanceEpochs(head: bigint): void {
    for (const epoch of this.epochs) {
      const before = epoch.status;
      if (epoch.status === "OPEN" && head > epoch.lastBlock) epoch.status = "CLOSED";
      if (epoch.status === "CLOSED" && this.processedInputs >= epoch.inputIndexUpperBound)
        epoch.status = "INPUTS_PROCESSED";
      if (epoch.status === "INPUTS_PROCESSED") this.#computeClaim(epoch);
      const staged = this.#stagedClaims.get(epoch.lastBlock);
      if (staged && (epoch.status === "CLAIM_COMPUTED" || epoch.status === "CLAIM_SUBMITTED")) {
        if (staged.machineMerkleRoot === epoch.machineHash) {
          epoch.status = "CLAIM_STAGED";
          epoch.stagedAtBlock = staged.blockNumber;
          epoch.claimTransactionHash = staged.transactionHash;
        } else epoch.status = "CLAIM_REJECTED";
      }
      const accepted = this.#acceptedClaims.get(epoch.lastBlock);
      if (
        accepted &&
        (epoch.status === "CLAIM_COMPUTED" ||
          epoch.status === "CLAIM_SUBMITTED" ||
          epoch.status === "CLAIM_STAGED")
      ) {
        epoch.status =
          accepted.outputsMerkleRoot === epoch.outputsMerkleRoot
            ? "CLAIM_ACCEPTED"
            : "CLAIM_REJECTED";
        // v2 accepts in the submitting transaction; v3 keeps the submission's, which staged the claim.
        if (!this.#v3 || epoch.claimTransactionHash === null)
          epoch.claimTransactionHash = accepted.transactionHash;
      }
      // A foreclosed application takes no claim: whatever was not accepted never will be.
      if (
        this.foreclosure &&
        (epoch.status === "CLAIM_COMPUTED" ||
          epoch.status === "CLAIM_SUBMITTED" ||
          epoch.status === "CLAIM_STAGED")
      )
        epoch.status = "CLAIM_FORECLOSED";
      if (epoch.status !== before) epoch.updatedAt = now();
      if (epoch.status === "OPEN" || epoch.status === "CLOSED") return;
    }
  }

  /** Marks an epoch's claim as sent to the consensus. */
  claimSubmitted(epoch: StoredEpoch, transactionHash: Hex): void {
    if (epoch.status !== "CLAIM_COMPUTED") return;
    epoch.status = "CLAIM_SUBMITTED";
    epoch.claimTransactionHash = transactionHash;
    epoch.updatedAt = now();
  }

  #computeClaim(epoch: StoredEpoch): void {
    const firstOutput = this.#outputsInTree;
    for (let i = epoch.inputIndexLowerBound; i < epoch.inputIndexUpperBound; i++) {
      const input = this.inputs[Number(i)]!;
      while (this.#outputsInTree < this.outputs.length) {
        const output = this.outputs[this.#outputsInTree]!;
        if (output.inputIndex !== input.index) break;
        output.hash = this.#tree.append(output.rawData);
        this.#outputsInTree++;
      }
      this.#inputsAccumulator = keccak256(
        concatHex([this.#inputsAccumulator, keccak256(input.rawData)]),
      );
      input.outputsHash = this.#tree.root();
      input.machineHash = this.#machineHash(input.outputsHash, input.accountsDrive);
      input.updatedAt = now();
    }
    const root = this.#tree.root();
    const updatedAt = now();
    for (let index = firstOutput; index < this.#outputsInTree; index++) {
      const output = this.outputs[index]!;
      output.siblings = this.#tree.siblings(index);
      output.updatedAt = updatedAt;
    }
    epoch.outputsMerkleRoot = root;
    if (this.#v3) {
      const last = this.inputs[Number(epoch.inputIndexUpperBound - 1n)]!;
      const state = this.#machineState(root, last.accountsDrive);
      const machine = machineTree(state);
      epoch.outputsMerkleProof = machine.proof(outputsMerkleRootNode(root));
      epoch.machineHash = machine.root();
      epoch.stateProof = machineValidityProof(state);
      if (last.accountsDrive) epoch.machine = { state, accountsDrive: last.accountsDrive };
    } else {
      epoch.outputsMerkleProof = [this.#inputsAccumulator];
      epoch.machineHash = this.#machineHash(root, null);
    }
    epoch.status = "CLAIM_COMPUTED";
  }

  /** The machine's hash after the inputs so far, whose outputs have root `outputsMerkleRoot`. */
  #machineHash(outputsMerkleRoot: Hex, accountsDrive: AccountsDrive | null): Hex {
    if (this.#v3) return machineTree(this.#machineState(outputsMerkleRoot, accountsDrive)).root();
    return keccak256(concatHex([outputsMerkleRoot, this.#inputsAccumulator]));
  }

  /** The v3 machine state after the inputs so far, with the accounts drive where its configuration puts it. */
  #machineState(outputsMerkleRoot: Hex, accountsDrive: AccountsDrive | null): MachineState {
    const config = this.config.withdrawalConfig;
    return {
      outputsMerkleRoot,
      inputsHash: this.#inputsAccumulator,
      ...(config && accountsDrive
        ? {
            accountsDrive: {
              startIndex: config.accountsDriveStartIndex,
              log2Size: accountsDrive.log2Size,
              root: accountsDrive.root(),
            },
          }
        : {}),
    };
  }
}
