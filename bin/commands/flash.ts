// `tabletop flash`: uploads a released firmware build (dist/firmware/, npm run build:firmware) to
// a board with Debian's avrdude, after checking the file against the manifest, then opens the
// board and prints its HELLO. The steps that touch the world (avrdude, the board) are injected,
// so the test drives avrdude's dryrun programmer and an emulated board.
import { parseArgs } from 'node:util';
import { builtinProfiles } from '../../hardware/index.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import type { Io } from '../io.ts';
import { avrdudeArgs, DRYRUN, isPortTrouble, readAvrdudeOutput, WIRING } from '../flash/avrdude-args.ts';
import { describeHello, serialBoardOpener, type BoardOpener } from '../flash/open-board.ts';
import { DEFAULT_BUILD, pickBuild } from '../flash/pick-build.ts';
import { defaultReleaseDir } from '../flash/release-build.ts';
import { runAvrdude } from '../flash/run-avrdude.ts';

const flashOptions = {
  port: { type: 'string', value: 'PATH', required: true, help: 'the board\'s serial port (tabletop ports lists them)' },
  build: { type: 'string', value: 'NAME', default: DEFAULT_BUILD, help: `the firmware build in the manifest (default ${DEFAULT_BUILD}, the default board)` },
  firmware: { type: 'string', value: 'DIR', help: 'the folder of manifest.json and the .hex files (default dist/firmware/ of the repository: npm run build:firmware)' },
  programmer: { type: 'string', value: 'ID', default: WIRING, help: `avrdude's programmer (default ${WIRING}, the Mega's bootloader; ${DRYRUN} emulates one, avrdude 7.2 or newer)` },
} satisfies CommandOptions;

export const flashCommand: Command = {
  name: 'flash',
  summary: 'Uploads a released firmware build to a board with avrdude (its SHA-256 checked against the manifest first), then prints the board\'s HELLO.',
  options: flashOptions,
  notes: ['Exit 1 when avrdude is missing, the port is missing or busy, the file differs from the manifest, avrdude fails or the board does not answer; 2 for an unknown build.'],
  example: 'npm run build:firmware && npx tabletop flash --port /dev/ttyACM0',
  run: (args, io) => flash(args, io),
};

export interface FlashDeps {
  opener: BoardOpener;
  /** The avrdude to run (a name looked up in PATH, or a path). */
  avrdude: string;
  env: NodeJS.ProcessEnv;
}

const defaultDeps: FlashDeps = { opener: serialBoardOpener, avrdude: 'avrdude', env: process.env };

export async function flash(args: string[], io: Io, deps: Partial<FlashDeps> = {}): Promise<number> {
  const { opener, avrdude, env } = { ...defaultDeps, ...deps };
  const { values, positionals } = parseArgs({ args, options: flashOptions, allowPositionals: true, strict: true });
  if (positionals.length > 0 || values.port === undefined) return io.fail(`usage: ${usageLine(flashCommand)}`);
  const fail1 = (message: string) => { io.err(`tabletop: ${message}`); return 1; };

  const picked = pickBuild(values.firmware ?? defaultReleaseDir, values.build);
  if (!picked.ok) return picked.exit === 2 ? io.fail(picked.error) : fail1(picked.error);
  const { build, manifest, file } = picked;
  const portProblem = opener.portProblem(values.port);
  if (portProblem !== undefined) return fail1(portProblem);

  io.out(`flashing ${build.build} (firmware ${manifest.firmwareVersion}, protocol ${build.protocol}, board ${build.profile}) to ${values.port} with avrdude -c ${values.programmer}`);
  const ran = await runAvrdude(avrdude, avrdudeArgs({ port: values.port, file, programmer: values.programmer }), (line) => io.out(`  ${line}`), env, isPortTrouble);
  if (!ran.ok) return fail1('avrdude is not installed: install it: sudo apt-get install avrdude');
  const report = readAvrdudeOutput(ran.lines);
  if (report.unknownProgrammer) {
    const hint = values.programmer === DRYRUN ? ': the dryrun programmer is in avrdude 7.2 or newer' : '';
    return values.programmer === DRYRUN ? fail1(`this avrdude has no programmer "${DRYRUN}"${hint}`) : io.fail(`avrdude has no programmer "${values.programmer}"`);
  }
  if (report.portTrouble !== undefined) return fail1(`${values.port} cannot be used as the board's serial port: missing, busy or not a serial port (${report.portTrouble})`);
  if (report.mismatch !== undefined) return fail1(`avrdude's verification failed: ${report.mismatch}`);
  if (ran.code !== 0) return fail1(`avrdude failed (exit ${ran.code ?? 'killed'}) flashing ${values.port}`);
  if (report.written !== build.flashBytes) return fail1(`avrdude wrote ${report.written ?? 'no'} bytes of flash, the build has ${build.flashBytes}`);
  if (report.verified !== report.written) return fail1(`avrdude verified ${report.verified ?? 'no'} bytes of the ${report.written} it wrote`);
  io.out(`wrote and verified ${report.written} bytes of flash`);

  const answer = await opener.hello(values.port);
  if (!answer.ok) return fail1(`flashed, but the board on ${values.port} did not answer: ${answer.error}`);
  io.out(describeHello(answer.hello));
  const { hello } = answer;
  const profile = builtinProfiles[build.profile];
  const speaks = `${hello.protocolMajor}.${hello.protocolMinor}`;
  if (speaks !== build.protocol || hello.firmwareVersion.join('.') !== manifest.firmwareVersion || (profile !== undefined && (hello.rows !== profile.rows || hello.cols !== profile.cols))) {
    return fail1(`the board on ${values.port} is not running the flashed ${build.build} (${profile?.rows}×${profile?.cols}, firmware ${manifest.firmwareVersion}, protocol ${build.protocol})`);
  }
  return 0;
}
