// The systemd unit the package ships (bin/service/tabletop.service): systemd itself finds nothing
// wrong with it, and what it runs is what `tabletop start` takes — the data folder systemd keeps,
// the token from the credential it hands in, a restart on failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCommand } from './commands/start.ts';

const unitText = readFileSync(new URL('./service/tabletop.service', import.meta.url), 'utf8');

/** `Key=value` lines of the unit (the last one wins, as systemd reads a plain setting). */
function settings(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (m) out.set(m[1], m[2]);
  }
  return out;
}
const unit = settings(unitText);
const optionsIn = (words: string): string[] => [...words.matchAll(/(?:^|\s)--([a-z-]+)/g)].map((m) => m[1]);

describe('the systemd unit', () => {
  it('runs tabletop start with options start takes, its data where systemd keeps its state, its token from the credential', () => {
    const exec = unit.get('ExecStart')!;
    expect(exec).toMatch(/^\/usr\/local\/bin\/tabletop start /);
    const example = /TABLETOP_ARGS="([^"]+)"/.exec(unitText)![1];
    for (const option of [...optionsIn(exec), ...optionsIn(example), ...optionsIn(unit.get('Environment')!)]) {
      expect(Object.keys(startCommand.options), `--${option}`).toContain(option);
    }
    expect(exec).toContain(`--data /var/lib/${unit.get('StateDirectory')}`);
    const [credential] = unit.get('LoadCredential')!.split(':');
    expect(exec).toContain(`--token-file \${CREDENTIALS_DIRECTORY}/${credential}`);
    expect(unit.get('Restart')).toBe('on-failure');
    expect(unit.get('StandardInput')).toBe('null');
    expect(unit.get('SupplementaryGroups')).toBe('dialout');
  });

  it('passes systemd-analyze verify (the program path pointed at a stand-in)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unit-'));
    const program = join(dir, 'tabletop');
    writeFileSync(program, '#!/bin/sh\nexit 0\n');
    chmodSync(program, 0o755);
    const copy = join(dir, 'tabletop.service');
    writeFileSync(copy, unitText.replace('/usr/local/bin/tabletop', program));
    const verified = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
    expect(verified.error).toBeUndefined();
    expect(verified.stderr.trim()).toBe('');
    expect(verified.status).toBe(0);
    // And it does complain about a unit that is wrong, so the check above means something.
    writeFileSync(copy, unitText.replace('/usr/local/bin/tabletop', program).replace('Restart=on-failure', 'Restart=sometimes'));
    expect(execFileSync('sh', ['-c', `systemd-analyze verify ${copy} 2>&1 || true`], { encoding: 'utf8' })).toMatch(/restart specifier/i);
  });
});
