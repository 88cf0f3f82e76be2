// Names that owners choose (a tile's id, a player's name, a seat, a colour) become keys of plain
// objects across the rules: a set's tiles by id, purses by player, blocks by colour. Two kinds of
// name would break those objects: "__proto__" (assigning it sets the object's prototype, so the
// entry silently vanishes) and the other members every object inherits ("constructor",
// "toString"…: a missing entry reads as a function). Such names are refused where they come in,
// so every lookup after that is safe; `ownValue` is for tables a name is looked up in.

/** The names every plain object already answers to, `__proto__` among them. */
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Whether a name is one plain objects already answer to (then it cannot be a key of ours). */
export const isReservedName = (name: string): boolean => RESERVED.has(name);

/** The rule a plain name follows, as messages state it. */
export const PLAIN_NAME_RULE = 'letters, digits, - or _, beginning with a letter or a digit';
/** PLAIN_NAME_RULE in Japanese, for help shown on a Japanese page. */
export const PLAIN_NAME_RULE_JA = '英字・数字・-・_（先頭は英字か数字）';

const PLAIN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** PLAIN_NAME_RULE as a JSON Schema `pattern` for names of 1 to `maxLength` characters (forms check it as typed; reserved names are refused by the game). */
export const plainNamePattern = (maxLength: number): string => `^[A-Za-z0-9][A-Za-z0-9_-]{0,${maxLength - 1}}$`;

/** A plain name of 1 to `maxLength` characters (PLAIN_NAME_RULE), not a reserved one. */
export function isPlainName(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length <= maxLength && PLAIN.test(value) && !isReservedName(value);
}

/** Why `value`, which `isPlainName` refused, is no plain name, naming the rule; `what` names it ("tile 3: id"). */
export function whyNotPlainName(value: unknown, what: string, maxLength: number): string {
  if (typeof value !== 'string') return `${what} must be a name of 1–${maxLength} ${PLAIN_NAME_RULE}`;
  const shown = JSON.stringify(value.slice(0, maxLength + 1));
  if (value.length === 0 || value.length > maxLength || !PLAIN.test(value)) return `${what} ${shown} must be 1–${maxLength} ${PLAIN_NAME_RULE}`;
  return `${what} ${shown} is reserved (every object in the program already has a member of that name): choose another`;
}

/** The value a table holds under `key` itself, never a member every object inherits. */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
