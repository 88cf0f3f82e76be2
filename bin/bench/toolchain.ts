// The bench builds the real firmware to measure it (flash, RAM, scan cycles in the emulator), so
// it needs the AVR toolchain. `npm run bench` installs it first (bin/setup.sh --bench); run any
// other way on a machine without it, the bench says so at once instead of failing half-way.
import { spawnSync } from 'node:child_process';

/** What the firmware build calls (hardware/firmware/Makefile), each with a flag it answers. */
const TOOLS: readonly [string, string][] = [['avr-gcc', '--version'], ['avr-objcopy', '--version'], ['avr-size', '--version'], ['avr-nm', '--version'], ['make', '--version']];

/** The tools of the firmware build this machine does not have. */
export function missingTools(): string[] {
  return TOOLS.filter(([tool, flag]) => spawnSync(tool, [flag], { stdio: 'ignore' }).error !== undefined).map(([tool]) => tool);
}

export function toolchainProblem(): string | null {
  const missing = missingTools();
  if (missing.length === 0) return null;
  return `bench: the firmware figures need ${missing.join(', ')}, which this machine does not have.\n` +
    '       Run the bench with "npm run bench", which installs them (Debian: gcc-avr, binutils-avr, avr-libc, make),\n' +
    '       or install them yourself: bash hardware/firmware/setup-toolchain.sh';
}
