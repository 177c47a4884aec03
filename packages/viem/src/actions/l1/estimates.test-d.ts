import type { EstimateContractGasErrorType, GetCodeErrorType, WriteContractErrorType } from "viem";
import { expectTypeOf, test } from "vitest";
import type {
  ApplicationNotDeployedErrorType,
  OutputNotProvenErrorType,
} from "../../errors/output.js";
import type { InvalidParameterErrorType } from "../../errors/parameter.js";
import type { AddInputErrorType } from "./addInput.js";
import type { EstimateAddInputGasErrorType } from "./estimateAddInputGas.js";
import type { EstimateDepositBatchERC1155TokenGasErrorType } from "./estimateDepositBatchERC1155TokenGas.js";
import type { EstimateDepositERC20TokensGasErrorType } from "./estimateDepositERC20TokensGas.js";
import type { EstimateDepositERC721TokenGasErrorType } from "./estimateDepositERC721TokenGas.js";
import type { EstimateDepositEtherGasErrorType } from "./estimateDepositEtherGas.js";
import type { EstimateDepositSingleERC1155TokenGasErrorType } from "./estimateDepositSingleERC1155TokenGas.js";
import type { EstimateExecuteOutputGasErrorType } from "./estimateExecuteOutputGas.js";
import type { ExecuteOutputErrorType } from "./executeOutput.js";

test("an estimate raises what estimateContractGas raises, and its own errors", () => {
  expectTypeOf<EstimateAddInputGasErrorType>().toEqualTypeOf<EstimateContractGasErrorType>();
  expectTypeOf<EstimateDepositEtherGasErrorType>().toEqualTypeOf<EstimateContractGasErrorType>();
  expectTypeOf<EstimateDepositERC20TokensGasErrorType>().toEqualTypeOf<EstimateContractGasErrorType>();
  expectTypeOf<EstimateDepositERC721TokenGasErrorType>().toEqualTypeOf<EstimateContractGasErrorType>();
  expectTypeOf<EstimateDepositSingleERC1155TokenGasErrorType>().toEqualTypeOf<EstimateContractGasErrorType>();
  expectTypeOf<EstimateDepositBatchERC1155TokenGasErrorType>().toEqualTypeOf<
    InvalidParameterErrorType | EstimateContractGasErrorType
  >();
  expectTypeOf<EstimateExecuteOutputGasErrorType>().toEqualTypeOf<
    | OutputNotProvenErrorType
    | ApplicationNotDeployedErrorType
    | GetCodeErrorType
    | EstimateContractGasErrorType
  >();
});

test("the wallet actions still raise a transaction's errors", () => {
  expectTypeOf<WriteContractErrorType>().toExtend<AddInputErrorType>();
  expectTypeOf<WriteContractErrorType>().toExtend<ExecuteOutputErrorType>();
  expectTypeOf<ApplicationNotDeployedErrorType>().toExtend<ExecuteOutputErrorType>();
});
