import type {
  EstimateContractGasErrorType,
  GetCodeErrorType,
  ReadContractErrorType,
  WriteContractErrorType,
} from "viem";
import { expectTypeOf, test } from "vitest";
import type {
  ApplicationForeclosedErrorType,
  DeploymentMismatchErrorType,
  OutputClaimNotAcceptedErrorType,
  UnknownDeploymentErrorType,
} from "../../errors/deployment.js";
import type {
  ApplicationNotDeployedErrorType,
  OutputNotProvenErrorType,
} from "../../errors/output.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { ContractRevertErrorType } from "../../errors/revert.js";
import type { AddInputErrorType } from "./addInput.js";
import type { InputBoxCheckErrorType, TargetCheckErrorType } from "./deployment.js";
import type { DepositEtherErrorType } from "./depositEther.js";
import type { EstimateAddInputGasErrorType } from "./estimateAddInputGas.js";
import type { EstimateDepositBatchERC1155TokenGasErrorType } from "./estimateDepositBatchERC1155TokenGas.js";
import type { EstimateDepositERC20TokensGasErrorType } from "./estimateDepositERC20TokensGas.js";
import type { EstimateDepositERC721TokenGasErrorType } from "./estimateDepositERC721TokenGas.js";
import type { EstimateDepositEtherGasErrorType } from "./estimateDepositEtherGas.js";
import type { EstimateDepositSingleERC1155TokenGasErrorType } from "./estimateDepositSingleERC1155TokenGas.js";
import type { EstimateExecuteOutputGasErrorType } from "./estimateExecuteOutputGas.js";
import type { ExecuteOutputErrorType } from "./executeOutput.js";

test("an estimate raises what estimateContractGas raises, and its own errors", () => {
  type Checked = TargetCheckErrorType | EstimateContractGasErrorType | ContractRevertErrorType;
  // An input looks no deployment up: no UnknownDeploymentError.
  expectTypeOf<EstimateAddInputGasErrorType>().toEqualTypeOf<
    InputBoxCheckErrorType | EstimateContractGasErrorType | ContractRevertErrorType
  >();
  expectTypeOf<UnknownDeploymentErrorType>().not.toExtend<EstimateAddInputGasErrorType>();
  expectTypeOf<EstimateDepositEtherGasErrorType>().toEqualTypeOf<Checked>();
  expectTypeOf<EstimateDepositERC20TokensGasErrorType>().toEqualTypeOf<Checked>();
  expectTypeOf<EstimateDepositERC721TokenGasErrorType>().toEqualTypeOf<Checked>();
  expectTypeOf<EstimateDepositSingleERC1155TokenGasErrorType>().toEqualTypeOf<Checked>();
  expectTypeOf<EstimateDepositBatchERC1155TokenGasErrorType>().toEqualTypeOf<
    InvalidParameterErrorType | Checked
  >();
  expectTypeOf<EstimateExecuteOutputGasErrorType>().toEqualTypeOf<
    | OutputNotProvenErrorType
    | OutputClaimNotAcceptedErrorType
    | ReadContractErrorType
    | ApplicationNotDeployedErrorType
    | GetCodeErrorType
    | EstimateContractGasErrorType
    | ContractRevertErrorType
  >();
});

test("the wallet actions still raise a transaction's errors", () => {
  expectTypeOf<WriteContractErrorType>().toExtend<AddInputErrorType>();
  expectTypeOf<WriteContractErrorType>().toExtend<ExecuteOutputErrorType>();
  expectTypeOf<ApplicationNotDeployedErrorType>().toExtend<ExecuteOutputErrorType>();
  expectTypeOf<OutputClaimNotAcceptedErrorType>().toExtend<ExecuteOutputErrorType>();
  expectTypeOf<ApplicationForeclosedErrorType>().toExtend<AddInputErrorType>();
  expectTypeOf<DeploymentMismatchErrorType>().toExtend<AddInputErrorType>();
  expectTypeOf<UnknownDeploymentErrorType>().not.toExtend<AddInputErrorType>();
  expectTypeOf<UnknownDeploymentErrorType>().toExtend<DepositEtherErrorType>();
});
