// A field's help line in both languages, for the options and entry schemas (JsonSchema): the
// English stays in `description` too, which tools that know no `help` read.
import type { Label } from './contract.ts';

export function helpIn(en: string, ja: string): { description: string; help: Label } {
  return { description: en, help: { en, ja } };
}
