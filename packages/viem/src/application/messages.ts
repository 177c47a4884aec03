import type { StandardSchemaV1 } from "@standard-schema/spec";
import type {
  Abi,
  AbiFunction,
  AbiParameter,
  AbiParametersToPrimitiveTypes,
  ExtractAbiFunction,
  ExtractAbiFunctionNames,
} from "abitype";
import {
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  hexToBytes,
  stringToHex,
  toFunctionSelector,
} from "viem";
import { decodeCanonical, fail } from "../codecs/strict.js";
import { InvalidEncodingError } from "../errors/encoding.js";

/**
 * Writes one kind of message as bytes and reads it back, in the application's own format. `decode`
 * throws on bytes that are not such a message.
 */
export type MessageCodec<message = unknown> = {
  encode(message: message): Hex;
  decode(payload: Hex): message;
};

/**
 * How one kind of message is written: calls of the functions of an ABI (`parseAbi`, a contract's
 * ABI), ABI-encoded parameters (`parseAbiParameters`), or a {@link MessageCodec} such as
 * {@link json} and {@link text}.
 */
export type MessageDescription = Abi | readonly AbiParameter[] | MessageCodec;

/** A call of one of the ABI's functions, as `encodeFunctionData` takes it and `decodeFunctionData` returns it. */
export type AbiFunctionCall<abi extends Abi> = {
  [functionName in ExtractAbiFunctionNames<abi>]: {
    functionName: functionName;
    args: AbiParametersToPrimitiveTypes<ExtractAbiFunction<abi, functionName>["inputs"], "inputs">;
  };
}[ExtractAbiFunctionNames<abi>];

/** The TypeScript type of the messages a description describes; bytes (`Hex`) when there is none. */
export type MessageOf<description> =
  description extends MessageCodec<infer message>
    ? message
    : description extends Abi
      ? AbiFunctionCall<description>
      : description extends readonly AbiParameter[]
        ? AbiParametersToPrimitiveTypes<description>
        : Hex;

const docsPath = "/viem/defineApplication";

/**
 * Messages as JSON text in UTF-8, typed by a TypeScript type: any JSON decodes (pass a schema to
 * check each message read).
 *
 * @returns The codec, for a message kind of `defineApplication`.
 *
 * @example
 * import { defineApplication, json } from "@cartesi/viem/codec";
 *
 * type Move = { game: number; square: number };
 * const app = defineApplication({ inputs: json<Move>() });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/defineApplication
 */
export function json<message>(): MessageCodec<message>;
/**
 * Messages as JSON text in UTF-8, checked by a schema of any library that implements Standard
 * Schema (Zod, Valibot, ArkType): a message read that does not pass it does not decode.
 *
 * @param schema - The schema each decoded message must pass; its output type is the message type.
 * @returns The codec, for a message kind of `defineApplication`.
 *
 * @example
 * import { defineApplication, json } from "@cartesi/viem/codec";
 * import { z } from "zod";
 *
 * const app = defineApplication({ reports: json(z.object({ balance: z.string() })) });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/defineApplication
 */
export function json<schema extends StandardSchemaV1>(
  schema: schema,
): MessageCodec<StandardSchemaV1.InferOutput<schema>>;
export function json(schema?: StandardSchemaV1): MessageCodec {
  return {
    encode: (message) => stringToHex(JSON.stringify(message)),
    decode(payload) {
      let message: unknown;
      try {
        message = JSON.parse(readText(payload));
      } catch (cause) {
        if (cause instanceof InvalidEncodingError) throw cause;
        return fail(
          "",
          { field: "", expected: "JSON text", cause: cause as Error },
          payload,
          docsPath,
        );
      }
      if (!schema) return message;
      const result = schema["~standard"].validate(message);
      if (result instanceof Promise)
        return fail(
          "",
          { field: "", expected: "a schema that validates at once (not async)" },
          payload,
          docsPath,
        );
      if (!result.issues) return result.value;
      const [issue] = result.issues;
      const path = (issue!.path ?? [])
        .map((segment) => (typeof segment === "object" ? segment.key : segment))
        .map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`))
        .join("");
      return fail(
        "",
        { field: path.replace(/^\./, ""), expected: issue!.message },
        payload,
        docsPath,
      );
    },
  };
}

/**
 * Messages as UTF-8 text.
 *
 * @returns The codec, for a message kind of `defineApplication`; bytes that are not UTF-8 do not decode.
 *
 * @example
 * import { defineApplication, text } from "@cartesi/viem/codec";
 *
 * const app = defineApplication({ inspect: { request: text(), reports: text() } });
 *
 * @see https://cartesi.github.io/rollups-ts/viem/defineApplication
 */
export function text(): MessageCodec<string> {
  return { encode: (message) => stringToHex(message), decode: readText };
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function readText(payload: Hex): string {
  try {
    return utf8.decode(hexToBytes(payload));
  } catch (cause) {
    return fail(
      "",
      { field: "", expected: "UTF-8 text", cause: cause as Error },
      payload,
      docsPath,
    );
  }
}

const isCodec = (description: MessageDescription): description is MessageCodec =>
  !Array.isArray(description);

const isAbi = (description: readonly AbiParameter[] | Abi): description is Abi =>
  description.some((item) => item.type === "function");

/**
 * The codec of a description: bytes as they are without one. Every decoding error is an
 * `InvalidEncodingError` whose field starts with `what` (e.g. `notice.payload`).
 */
export function messageCodec(
  description: MessageDescription | undefined,
  what: string,
): MessageCodec {
  if (!description) return { encode: (message) => message as Hex, decode: (payload) => payload };
  const rename = (error: unknown, payload: Hex): never => {
    if (error instanceof InvalidEncodingError)
      return fail(
        what,
        { field: error.field, expected: error.expected, cause: error.cause as Error },
        payload,
        docsPath,
      );
    return fail(
      what,
      { field: "", expected: "a message the application's codec reads", cause: error as Error },
      payload,
      docsPath,
    );
  };
  if (isCodec(description))
    return {
      encode: description.encode,
      decode(payload) {
        try {
          return description.decode(payload);
        } catch (error) {
          return rename(error, payload);
        }
      },
    };
  if (isAbi(description)) {
    const functions = description.filter((item): item is AbiFunction => item.type === "function");
    return {
      encode: (message) =>
        encodeFunctionData({ abi: description, ...(message as object) } as never),
      decode(payload) {
        const selector = payload.slice(0, 10).toLowerCase();
        const item = functions.find((candidate) => toFunctionSelector(candidate) === selector);
        if (!item)
          return fail(
            what,
            {
              field: "selector",
              expected: `the selector of a function of ${functions.map(({ name }) => name).join(", ")}`,
            },
            payload,
            docsPath,
          );
        const result = decodeCanonical(item.inputs, `0x${payload.slice(10)}`);
        if (!("values" in result)) return fail(`${what}.${item.name}`, result, payload, docsPath);
        return { functionName: item.name, args: result.values };
      },
    };
  }
  const parameters = description;
  return {
    encode: (message) => encodeAbiParameters(parameters, message as readonly unknown[]),
    decode(payload) {
      const result = decodeCanonical(parameters, payload);
      if (!("values" in result)) return fail(what, result, payload, docsPath);
      return result.values;
    },
  };
}
