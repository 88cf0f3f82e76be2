// JSON Merge Patch (RFC 7386): objects merge key by key, `null` removes a key, anything else
// replaces. Eight lines of a fixed algorithm; no dependency for it.
import type { Json } from '../contract.ts';

type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export function mergePatch(target: Json | undefined, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const result: JsonObject = {};
  // defineProperty, not assignment: a "__proto__" key from JSON stays a plain key.
  const put = (key: string, value: Json) => Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
  if (isObject(target)) for (const [key, value] of Object.entries(target)) put(key, value);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else put(key, mergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value));
  }
  return result;
}
