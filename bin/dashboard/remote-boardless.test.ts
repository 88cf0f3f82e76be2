// A remote match where one seat has no board, every piece real: north a `tabletop start --remote`
// host on a simulated board, south one started with `--sim 0` (no board: its person plays from the
// dashboard), one mosquitto where each seat is its own user, and Chromium on each host's page.
// North makes a move on its board: south's page shows it made at once. South's person, signed in
// with the operator token, types a move on its page: north's board lights it, north's person makes
// it, and south's page shows it made. The helpers are bin/testing/remote-hosts.ts and remote-page.ts.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, logHas, signInAsOperator, typeMove } from '../../dashboard/testing/browser.ts';
import type { Broker } from '../../fleet/testing/mosquitto.ts';
import { useCliCleanup } from '../testing/cli-process.ts';
import { make, matchBroker, movesOf, startRemoteHost, until, type RemoteHost, type Seat } from '../testing/remote-hosts.ts';
import { STEP_MS, openPage as openHostPage, remoteLine, watchCsp } from '../testing/remote-page.ts';

const TOKEN = 'remote-boardless-operator-token';
const ARTIFACTS = fileURLToPath(new URL('../../artifacts/', import.meta.url));

const cleanup = useCliCleanup();

const withBroker = async (): Promise<Broker> => cleanup.stopped(await matchBroker());

/** `onBoard` false: `--sim 0`, the seat played on no board from the dashboard. */
function startHost(broker: Broker, seat: Seat, onBoard: boolean): Promise<RemoteHost> {
  return startRemoteHost(broker, seat, { token: TOKEN, board: onBoard });
}

const cspViolations: string[] = [];
const openPage = (browser: Browser, h: RemoteHost): Promise<Page> => openHostPage(browser, h.base, cspViolations);

describe('a remote match with a seat on no board, on both dashboards', () => {
  it('takes the board\'s move at once on the page with no board; a move typed there is lit on the board until made', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const broker = await withBroker();
    const [north, south] = await Promise.all([startHost(broker, 'north', true), startHost(broker, 'south', false)]);
    expect(south.p.out.stderr).toMatch(/Free play \(game free\.\d+\) on no board: enter its moves on the dashboard/);
    const browser = await launchChromium();
    cleanup.after(() => browser.close());
    const northPage = await openPage(browser, north);
    const southPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    watchCsp(southPage, cspViolations);
    await signInAsOperator(southPage, south.base, TOKEN, STEP_MS);

    await remoteLine(southPage, 'none', /you play south with no board \(enter your moves below\) against north — north is online/);
    await remoteLine(northPage, 'none', /you play north against south \(no board there\) — south is online/);

    // North moves on its board: south's host takes it at once, nothing to make there.
    make(north, 'A1', 'E5');
    await remoteLine(southPage, 'made', /A1-E5 made: north's move, taken here at once \(no board here\)/);
    await remoteLine(northPage, 'made', /A1-E5 made: south plays on no board and took your move at once/);
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
