#!/usr/bin/env node
// The `tabletop` command. In a checkout (the TypeScript sources beside it) it runs them through
// tsx, so a change needs no build; in the installed package, which ships no sources, the build of
// `npm run build` (dist/cli/), which needs neither tsx nor esbuild.
import { existsSync } from 'node:fs';

if (existsSync(new URL('./main.ts', import.meta.url))) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
} else {
  await import('../dist/cli/tabletop.mjs');
}
