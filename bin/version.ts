// What package.json says of the product: its version (`tabletop --version`, the status a table
// reports to the fleet) and the Node versions it supports (`tabletop doctor`). The build keeps the
// path right: package.json is beside bin/ in a checkout and at the package's root once installed.
import { readFileSync } from 'node:fs';

interface PackageFacts {
  version: string;
  engines?: { node?: string };
}

let known: PackageFacts | undefined;

function packageFacts(): PackageFacts {
  known ??= JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as PackageFacts;
  return known;
}

/** The version in package.json (read once). */
export function productVersion(): string {
  return packageFacts().version;
}

/** The Node versions package.json's `engines` asks for, e.g. `>=20.19` ('' when it names none). */
export function wantedNodeRange(): string {
  return packageFacts().engines?.node ?? '';
}
