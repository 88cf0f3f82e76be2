// The firmware builds from a clean tree with -Wall -Wextra -Werror for every board, and fits the
// targets: flash ≤ 16 KiB, static RAM ≤ 2 KiB (the ATmega2560 has 256 KiB and 8 KiB).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinProfiles } from '../profile.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'tabletop-firmware-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function make(...args: string[]): string {
  // stderr joined to stdout: any compiler diagnostic must show up in what we check.
  return execFileSync('bash', ['-c', 'make "$@" 2>&1', 'make', '-C', here, `BUILD_ROOT=${root}`, ...args], { encoding: 'utf8' });
}

const boards = readdirSync(join(here, 'boards')).filter((f) => f.endsWith('.h')).map((f) => f.slice(0, -2));
/** The build's debounce mode, as its pins.json records it. */
const debounceOf = (variant: string): unknown => (JSON.parse(readFileSync(join(root, variant, 'pins.json'), 'utf8')) as { debounce: unknown }).debounce;
/** The profile a header serves: its first comment names hardware/boards/<profile>.json. */
const profileOf = (board: string) => {
  const id = /hardware\/boards\/([a-z0-9-]+)\.json/.exec(readFileSync(join(here, 'boards', `${board}.h`), 'utf8'))?.[1];
  return id === undefined ? undefined : builtinProfiles[id];
};

describe('firmware build (avr-gcc, clean tree)', () => {
  it('has a pin map for the 10×10 default, the 9×9 board, with buttons, and with APA102 LEDs', () => {
    expect(boards.sort()).toEqual(['mega-10x10', 'mega-9x9', 'mega-9x9-apa102', 'mega-9x9-buttons']);
  });

  it.each(boards)('%s builds without a warning and fits flash ≤ 16 KiB, RAM ≤ 2 KiB', (board) => {
    const output = make(`BOARD=${board}`);
    expect(output).not.toMatch(/warning|error/i);
    expect(output).toMatch(new RegExp(`${board}: Program:`));
    const size = JSON.parse(readFileSync(join(root, board, 'size.json'), 'utf8')) as { flashBytes: number; ramBytes: number };
    expect(size.flashBytes).toBeGreaterThan(1000);
    expect(size.flashBytes).toBeLessThanOrEqual(16 * 1024);
    expect(size.ramBytes).toBeLessThanOrEqual(2 * 1024);
    // The header's debounce mode is its profile's: eager on the reed boards, deferred with buttons.
    const profile = profileOf(board);
    expect(profile, `${board}.h names its profile`).toBeDefined();
    expect(debounceOf(board)).toBe(profile!.debounce);
  }, 120_000);

  it('builds either debounce mode for every board (make DEBOUNCE=eager / deferred), whatever its header chooses, and refuses an unknown mode', () => {
    for (const mode of ['eager', 'deferred']) {
      const output = make('all-boards', `DEBOUNCE=${mode}`);
      expect(output).not.toMatch(/warning|error/i);
      for (const board of boards) {
        expect(readdirSync(join(root, `${board}-${mode}`))).toContain('tabletop.hex');
        expect(debounceOf(`${board}-${mode}`)).toBe(mode);
      }
    }
    let refused = '';
    try { make('DEBOUNCE=lazy'); } catch (e) { refused = String((e as { stdout?: unknown }).stdout); }
    expect(refused).toMatch(/DEBOUNCE must be eager or deferred/);
  }, 480_000);

  it('builds the always-self-test variant too', () => {
    const output = make('SELF_TEST=1');
    expect(output).not.toMatch(/warning|error/i);
    expect(readdirSync(join(root, 'mega-10x10-selftest'))).toContain('tabletop.hex');
  }, 120_000);
});
