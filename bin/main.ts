// The CLI as a program: what `tabletop` runs, from the sources (bin/tabletop.mjs through tsx) or
// built (dist/cli/tabletop.mjs, bin/build/).
import { main } from './cli.ts';

process.exitCode = await main(process.argv.slice(2));
