// The product's version, as package.json gives it: `tabletop --version` and the dashboard's health.
import { readFileSync } from 'node:fs';

let known: string | undefined;

/** The version in package.json beside bin/ (read once). */
export function productVersion(): string {
  known ??= (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  return known;
}
