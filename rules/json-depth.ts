// How deep JSON from owners and clients may nest. JSON.parse reads any depth, but every walk that
// recurses (a check, a merge patch, JSON.stringify in a message, structuredClone) overflows the
// stack at a few thousand levels, and an exception is a bug. What the games read is shallow
// (Terra's options with a data file, the deepest, nest 6 levels), so input is measured first,
// without recursion, and refused as a value when it nests deeper than any game needs.
import type { Result } from './contract.ts';
import { fail } from './fail.ts';

/** The most levels of objects and lists a game reads: options, a position, an entry, a patch. */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests objects and lists at most `limit` levels deep (`{}` is one level, `1` none). */
export function withinDepth(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  // An explicit stack, not recursion: the walk that guards the others must not overflow itself.
  // It stops at the first value past the limit, so a cycle (never in JSON) cannot hold it either.
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return false;
    for (const inner of Object.values(next.value)) {
      if (typeof inner === 'object' && inner !== null) stack.push({ value: inner, depth });
    }
  }
  return true;
}

/** The `too-deep` refusal of `what` ("the position", "P1's holdings"). */
export function tooDeep(what: string, limit = MAX_JSON_DEPTH): { ok: false; error: { code: string; message: string } } {
  return fail('too-deep', `too deep: more than ${limit} levels of objects and lists in ${what}`);
}

/**
 * A game's reader of JSON (`parseOptions`, `parsePosition`) that refuses input nested too deep
 * before it walks it: the game objects wrap theirs in it, so no client reaches a recursive walk.
 */
export function shallowFirst<Rest extends unknown[], T>(
  what: string,
  read: (json: unknown, ...rest: Rest) => Result<T>,
): (json: unknown, ...rest: Rest) => Result<T> {
  return (json, ...rest) => (withinDepth(json) ? read(json, ...rest) : tooDeep(what));
}
