// A remote match where one seat has no board, every piece real: north a `tabletop start --remote`
// host on a simulated board, south one started with `--sim 0` (no board: its person plays from the
// dashboard), one mosquitto where each seat is its own user, and Chromium on each host's page.
// North makes a move on its board: south's page shows it made at once. South's person, signed in
// with the operator token, types a move on its page: north's board lights it, north's person makes
// it, and south's page shows it made. The helpers are remote-match.test.ts's.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, logHas, signInAsOperator, typeMove } from '../../dashboard/testing/browser.ts';
import { seatAcl } from '../../fleet/match/index.ts';
import { startBroker, type Broker } from '../../fleet/testing/mosquitto.ts';
import type { AclRules } from '../../fleet/testing/mosquitto-config.ts';
import { killAll, startCli, type CliProcess } from '../testing/cli-process.ts';

const MATCH = 'm1';
const SEATS = ['north', 'south'] as const;
type Seat = (typeof SEATS)[number];
const USERS: Record<Seat, { username: string; password: string }> = {
  north: { username: 'seat-north', password: 'secret-of-north' },
  south: { username: 'seat-south', password: 'secret-of-south' },
};
const TOKEN = 'remote-boardless-operator-token';
const ARTIFACTS = fileURLToPath(new URL('../../artifacts/', import.meta.url));
const STEP_MS = 15_000;

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  killAll();
  for (const c of cleanup.splice(0).reverse()) await c().catch(() => {});
});

function valueOf<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function matchBroker(): Promise<Broker> {
  const acl: AclRules = {};
  for (const seat of SEATS) {
    const { read, write } = valueOf(seatAcl(MATCH, seat));
    acl[USERS[seat].username] = [{ access: 'read', topic: read }, { access: 'write', topic: write }];
  }
  const broker = await startBroker({ users: Object.values(USERS), acl });
  cleanup.push(() => broker.stop());
  return broker;
}

interface Host { seat: Seat; p: CliProcess; base: string }

/** `onBoard` false: `--sim 0`, the seat played on no board from the dashboard. */
async function startHost(broker: Broker, seat: Seat, onBoard: boolean): Promise<Host> {
  const peer = seat === 'north' ? 'south' : 'north';
  const p = startCli('start', [
    '--json', '--sim', onBoard ? '1' : '0', '--game', 'free', '--seed', '4', '--data', mkdtempSync(join(tmpdir(), `remote-boardless-${seat}-`)), '--listen', '127.0.0.1:0', '--token', TOKEN,
    '--mqtt', broker.url, '--mqtt-user', USERS[seat].username, '--mqtt-keepalive', '2', '--remote', MATCH, '--seat', seat, '--peer', peer,
  ], { stdin: 'pipe', env: { ...process.env, TABLETOP_MQTT_PASSWORD: USERS[seat].password } });
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${MATCH} against ${peer} \\(north moves first\\)`));
  const [, base] = await p.waitFor('stderr', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${MATCH} through mqtt://`));
  return { seat, p, base };
}

/** The JSON events a host printed, in order. */
const eventsOf = (h: Host): { type: string; [k: string]: unknown }[] =>
  h.p.out.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { type: string });

const movesOf = (h: Host): string[] => eventsOf(h).filter((e) => e.type === 'move').map((e) => e.move as string);

async function until(what: string, ok: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A person at the host's board moves a piece (the terminal's `lift`/`place`). */
function make(h: Host, origin: string, target: string): void {
  h.p.type(`lift ${origin}`);
  h.p.type(`place ${target}`);
}

const cspViolations: string[] = [];

async function openPage(browser: Browser, h: Host): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) cspViolations.push(m.text()); });
  await page.goto(h.base);
  await page.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
  return page;
}

/** Waits until the page's remote line is of this kind (`data-step`) and says this; answers its text. */
async function remoteLine(page: Page, step: string, words: RegExp): Promise<string> {
  try {
    await page.waitForFunction(([s, source]) => {
      const line = document.getElementById('remote');
      return line !== null && !line.hidden && line.dataset.step === s && new RegExp(source).test(line.textContent ?? '');
    }, [step, words.source] as const, { timeout: STEP_MS });
  } catch (e) {
    throw new Error(`the remote line never was ${step} /${words.source}/: it says "${await page.textContent('#remote')}" (${String(e)})`);
  }
  return (await page.textContent('#remote')) ?? '';
}

describe('a remote match with a seat on no board, on both dashboards', () => {
  it('takes the board\'s move at once on the page with no board; a move typed there is lit on the board until made', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const broker = await matchBroker();
    const [north, south] = await Promise.all([startHost(broker, 'north', true), startHost(broker, 'south', false)]);
    expect(south.p.out.stderr).toMatch(/Free play \(game free\.\d+\) on no board: enter its moves on the dashboard/);
    const browser = await launchChromium();
    cleanup.push(() => browser.close());
    const northPage = await openPage(browser, north);
    const southPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    southPage.on('console', (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) cspViolations.push(m.text()); });
    await signInAsOperator(southPage, south.base, TOKEN, STEP_MS);

    await remoteLine(southPage, 'none', /you play south with no board \(enter your moves below\) against north — north is online/);
    await remoteLine(northPage, 'none', /you play north against south — south is online/);

    // North moves on its board: south's host takes it at once, nothing to make there.
    make(north, 'A1', 'E5');
    await remoteLine(southPage, 'made', /A1-E5 made: north's move, taken here at once \(no board here\)/);
    await remoteLine(northPage, 'made', /A1-E5 made: south made your move on their board/);
    await logHas(southPage, 'A1-E5', STEP_MS);

    // South's person types a move: north's board lights it until north's person makes it.
    await typeMove(southPage, 'A9-E4');
    await remoteLine(southPage, 'waiting-peer', /waiting for north to make A9-E4 on their board/);
    await remoteLine(northPage, 'waiting-us', /make south's move A9-E4 on your board \(lit\)/);
    const lit = (await (await fetch(`${north.base}api/boards/sim-1`)).json()) as { lights: Record<string, string> };
    expect(lit.lights).toMatchObject({ A9: 'selected', E4: 'target' });
    expect(movesOf(north)).toEqual(['A1-E5']);
    make(north, 'A9', 'E4');
    await remoteLine(southPage, 'made', /A9-E4 made: north made your move on their board/);
    await remoteLine(northPage, 'made', /A9-E4 made: you made south's move on your board/);
    await logHas(southPage, 'A9-E4', STEP_MS);
    await southPage.screenshot({ path: `${ARTIFACTS}remote-boardless.png`, fullPage: true });

    await until('both hosts hold the same moves', () => movesOf(north).length === 2 && movesOf(south).length === 2);
    expect(movesOf(south)).toEqual(movesOf(north));
    expect(cspViolations).toEqual([]);
    for (const h of [north, south]) expect(h.p.out.stderr).not.toMatch(/refused|dropped|stopped/);
  }, 120_000);
});
