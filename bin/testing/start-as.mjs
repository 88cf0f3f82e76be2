#!/usr/bin/env node
// For tests run as root: a `tabletop` command (the arguments after UID and GID) run as another user,
// who may be unable to read the checkout (a clone in a folder only root can read). The CLI is
// loaded first, as root; only then does the process become that user, so the host runs with that
// user's rights on files (root writes anywhere) without reading anything of the checkout.
// usage: node start-as.mjs UID GID COMMAND ARGS… (cli-process.ts)
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli.ts');
const [uid, gid, ...argv] = process.argv.slice(2);
process.setgroups([]);
process.setgid(Number(gid));
process.setuid(Number(uid));
process.exitCode = await main(argv);
