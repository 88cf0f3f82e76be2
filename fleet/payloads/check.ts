// Shape checks shared by every payload: a TypeBox schema compiled once, checked on decode (after
// readJson's bounds) and on encode (so what a side publishes is always what the other reads).
import type { TSchema, Static } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ok, type Result } from '../../rules/index.ts';
import { fleetFail, type FleetError } from '../errors.ts';
import { readJson, type JsonLimits } from '../json.ts';

export interface Codec<T> {
  /** What the payload is, in words: `a table status`. */
  what: string;
  check: TypeCheck<TSchema>;
  limits: JsonLimits;
  /** Checks beyond the schema (a real date, one field given with another); a message, or null. */
  extra?: (value: T) => string | null;
}

export function codec<S extends TSchema>(what: string, schema: S, limits: JsonLimits, extra?: (value: Static<S>) => string | null): Codec<Static<S>> {
  return { what, check: TypeCompiler.Compile(schema), limits, extra };
}

/** The value if it has the payload's shape, else `bad-shape` naming the first field that is wrong. */
export function shaped<T>(c: Codec<T>, value: unknown): Result<T, FleetError> {
  if (!c.check.Check(value)) {
    const first = c.check.Errors(value).First();
    const where = first ? `${first.path === '' ? 'the whole' : first.path}: ${first.message}` : 'its shape';
    return fleetFail('bad-shape', `Not ${c.what}: ${where}.`);
  }
  const problem = c.extra?.(value as T) ?? null;
  return problem === null ? ok(value as T) : fleetFail('bad-shape', `Not ${c.what}: ${problem}.`);
}

export function decodeWith<T>(c: Codec<T>, payload: Uint8Array | string): Result<T, FleetError> {
  const json = readJson(payload, c.limits);
  return json.ok ? shaped(c, json.value) : json;
}

/**
 * The payload's text, written only when the receiver would read it back whole (size, depth, keys,
 * shape), so a side never publishes what the other drops. Never throws.
 */
export function encodeWith<T>(c: Codec<T>, value: T): Result<string, FleetError> {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (e) {
    return fleetFail('bad-json', `Not ${c.what}: it cannot be written as JSON (${e instanceof Error ? e.message : 'unknown'}).`);
  }
  if (text === undefined) return fleetFail('bad-json', `Not ${c.what}: nothing to write as JSON.`);
  const back = decodeWith(c, text);
  return back.ok ? ok(text) : back;
}
