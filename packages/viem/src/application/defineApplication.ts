import type { Address, Hex } from "viem";
import { decodeOutput } from "../codecs/output.js";
import { InvalidParameterError } from "../errors/parameter.js";
import type { DelegateCallVoucher, Notice, Output, Voucher } from "../types/output.js";
import { type MessageDescription, type MessageOf, messageCodec } from "./messages.js";

export type DefineApplicationParameters = {
  /** The application's contract: what the typed actions send to and read by. */
  address?: Address | undefined;
  /** The inputs it reads (the payloads sent with `addInput`). Default: bytes. */
  inputs?: MessageDescription | undefined;
  /** The payloads of the outputs it emits, by kind. Default: bytes. */
  outputs?:
    | {
        notices?: MessageDescription | undefined;
        /** A voucher's payload is the call its destination receives: usually the destination's ABI. */
        vouchers?: MessageDescription | undefined;
        delegateCallVouchers?: MessageDescription | undefined;
      }
    | undefined;
  /** The reports it emits while processing inputs. Default: bytes. */
  reports?: MessageDescription | undefined;
  /** The inspect requests it answers, and the reports of its answers. Default: bytes. */
  inspect?:
    | { request?: MessageDescription | undefined; reports?: MessageDescription | undefined }
    | undefined;
};

/** The TypeScript type of each kind of message of an application. */
export type ApplicationMessages = {
  input: unknown;
  notice: unknown;
  voucher: unknown;
  delegateCallVoucher: unknown;
  report: unknown;
  inspectRequest: unknown;
  inspectReport: unknown;
};

/** The description at `key` of `container`, undefined when there is none. */
type At<container, key extends string> = container extends { readonly [k in key]?: infer value }
  ? value
  : undefined;

/** The message types a {@link DefineApplicationParameters} describes. */
export type MessagesOf<parameters extends DefineApplicationParameters> = {
  input: MessageOf<At<parameters, "inputs">>;
  notice: MessageOf<At<At<parameters, "outputs">, "notices">>;
  voucher: MessageOf<At<At<parameters, "outputs">, "vouchers">>;
  delegateCallVoucher: MessageOf<At<At<parameters, "outputs">, "delegateCallVouchers">>;
  report: MessageOf<At<parameters, "reports">>;
  inspectRequest: MessageOf<At<At<parameters, "inspect">, "request">>;
  inspectReport: MessageOf<At<At<parameters, "inspect">, "reports">>;
};

/**
 * An output with its payload decoded as the application's definition says (`decodedPayload`). A
 * voucher with an empty payload moves Ether only: its `decodedPayload` is undefined.
 */
export type ApplicationOutputData<messages extends ApplicationMessages = ApplicationMessages> =
  | (Notice & { decodedPayload: messages["notice"] })
  | (Voucher & { decodedPayload: messages["voucher"] | undefined })
  | (DelegateCallVoucher & { decodedPayload: messages["delegateCallVoucher"] });

/** An application's messages, described once: the codecs the typed actions and hooks use. */
export type ApplicationDefinition<messages extends ApplicationMessages = ApplicationMessages> = {
  /** The application's contract, when the definition names it. */
  address: Address | undefined;
  /** Encodes an input's payload. */
  encodeInput(input: messages["input"]): Hex;
  /** Decodes an input's payload; throws an `InvalidEncodingError` when it is no such input. */
  decodeInput(payload: Hex): messages["input"];
  /** Decodes an output (its `rawData`, or the output read from the node) and its payload. */
  decodeOutput(output: Hex | Pick<Output, "rawData">): ApplicationOutputData<messages>;
  /** Decodes a report's payload. */
  decodeReport(payload: Hex): messages["report"];
  /** Encodes an inspect request. */
  encodeInspect(request: messages["inspectRequest"]): Hex;
  /** Decodes the payload of a report of an inspect answer. */
  decodeInspectReport(payload: Hex): messages["inspectReport"];
  /**
   * What `addInput` sends for `input`: the other parameters, with the definition's address as
   * `application` and the encoded input as `payload`; throws an `InvalidParameterError` when the
   * definition names no address. (It lives here so that `addInput` without a definition carries
   * none of it.)
   */
  addInputParameters<parameters extends { input: messages["input"] }>(
    parameters: parameters,
    docsPath?: string,
  ): Omit<parameters, "input" | "application"> & { application: Address; payload: Hex };
};

/** The input type of a definition: what `addInput` takes as `input`. */
export type ApplicationInput<application extends ApplicationDefinition> = Parameters<
  application["encodeInput"]
>[0];
/** The notice type of a definition. */
export type ApplicationNotice<application extends ApplicationDefinition> = Extract<
  ReturnType<application["decodeOutput"]>,
  { type: "notice" }
>["decodedPayload"];
/** The type of a voucher's decoded payload in a definition (undefined for an empty payload). */
export type ApplicationVoucher<application extends ApplicationDefinition> = Extract<
  ReturnType<application["decodeOutput"]>,
  { type: "voucher" }
>["decodedPayload"];
/** The report type of a definition. */
export type ApplicationReport<application extends ApplicationDefinition> = ReturnType<
  application["decodeReport"]
>;
/** The inspect request type of a definition. */
export type ApplicationInspectRequest<application extends ApplicationDefinition> = Parameters<
  application["encodeInspect"]
>[0];
/** The type of the reports of an inspect answer in a definition. */
export type ApplicationInspectReport<application extends ApplicationDefinition> = ReturnType<
  application["decodeInspectReport"]
>;

/**
 * Describes an application's messages once: its inputs, the payloads of its notices and vouchers,
 * its reports and its inspect requests and answers, as ABI items, JSON or a codec of its own. The
 * typed actions and hooks take the definition, encode what they send and decode what they read,
 * with the types inferred.
 *
 * @param parameters - {@link DefineApplicationParameters}
 * @returns The definition: its address and codecs. {@link ApplicationDefinition}
 *
 * @example
 * import { defineApplication, json, text } from "@cartesi/viem/codec";
 * import { erc20Abi } from "viem";
 *
 * const app = defineApplication({
 *   address: "0x8e2CEB5dfe27d2842555D21b78829D406b3871CE",
 *   inputs: json<{ move: number }>(),
 *   outputs: { notices: text(), vouchers: erc20Abi },
 *   inspect: { request: text(), reports: text() },
 * });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/defineApplication
 */
export function defineApplication<const parameters extends DefineApplicationParameters>(
  parameters: parameters,
): ApplicationDefinition<MessagesOf<parameters>> {
  const { address, inputs, outputs = {}, reports, inspect = {} } = parameters;
  if (address !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new InvalidParameterError({
      parameter: "address",
      expected: "the application's address",
      value: address,
      docsPath: "/viem/defineApplication",
    });
  const input = messageCodec(inputs, "input.payload");
  const payloads = {
    notice: messageCodec(outputs.notices, "notice.payload"),
    voucher: messageCodec(outputs.vouchers, "voucher.payload"),
    delegateCallVoucher: messageCodec(outputs.delegateCallVouchers, "delegateCallVoucher.payload"),
  };
  const report = messageCodec(reports, "report.payload");
  const request = messageCodec(inspect.request, "inspect.payload");
  const inspectReport = messageCodec(inspect.reports, "inspect.reports");
  const definition: ApplicationDefinition = {
    address,
    encodeInput: input.encode,
    decodeInput: input.decode,
    decodeOutput(output) {
      const decoded = decodeOutput(typeof output === "string" ? output : output.rawData);
      const empty = decoded.type === "voucher" && decoded.payload === "0x";
      return {
        ...decoded,
        decodedPayload: empty ? undefined : payloads[decoded.type].decode(decoded.payload),
      } as never;
    },
    decodeReport: report.decode,
    encodeInspect: request.encode,
    decodeInspectReport: inspectReport.decode,
    addInputParameters: ({ input: message, ...rest }, docsPath = "/viem/addInput") =>
      ({
        ...rest,
        application: applicationAddress(definition, docsPath),
        payload: input.encode(message),
      }) as never,
  };
  return definition as ApplicationDefinition<MessagesOf<parameters>>;
}

/** The address a definition names; an action refuses, before sending, a definition without one. */
export function applicationAddress(application: ApplicationDefinition, docsPath: string): Address {
  if (application.address) return application.address;
  throw new InvalidParameterError({
    parameter: "application.address",
    expected:
      "a definition that names the application's address (`defineApplication({ address })`)",
    value: application.address,
    docsPath,
  });
}
