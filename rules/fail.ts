// A rule error as a Result value: bad input is returned, never thrown.
import { err } from './contract.ts';
import type { RuleError } from './contract.ts';

export function fail(code: string, message: string): { ok: false; error: RuleError } {
  return err({ code, message });
}
