// A remote match on the two dashboards, every piece real: two `tabletop start --remote` hosts (each
// a simulated board, a journal and a dashboard), one mosquitto where each seat is its own user,
// and Chromium on each host's page. North moves: north's page waits for south to make the move,
// south's page asks for it (lit there); south makes it: both pages say made. South frozen
// (SIGSTOP, silent with its socket open): north's page says south is offline once the broker
// sends its Last Will, and since when north saw it go. The helpers are bin/testing/remote-hosts.ts and remote-page.ts.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../dashboard/testing/browser.ts';
import type { Broker } from '../../fleet/testing/mosquitto.ts';
import { useCliCleanup } from '../testing/cli-process.ts';
import { make, matchBroker, movesOf, startRemoteHost, until, type RemoteHost, type Seat } from '../testing/remote-hosts.ts';
import { openPage as openHostPage, remoteLine } from '../testing/remote-page.ts';

const TOKEN = 'remote-match-operator-token';
const ARTIFACTS = fileURLToPath(new URL('../../artifacts/', import.meta.url));

const cleanup = useCliCleanup();

const withBroker = async (): Promise<Broker> => cleanup.stopped(await matchBroker());

function startHost(broker: Broker, seat: Seat): Promise<RemoteHost> {
  return startRemoteHost(broker, seat, { token: TOKEN });
}

const cspViolations: string[] = [];
const openPage = (browser: Browser, h: RemoteHost): Promise<Page> => openHostPage(browser, h.base, cspViolations);

describe('a remote match on both dashboards', () => {
  it('shows the move waiting on the other board, then made; the move to make here; the peer offline since when', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const broker = await withBroker();
    const [north, south] = await Promise.all([startHost(broker, 'north'), startHost(broker, 'south')]);
    const browser = await launchChromium();
    cleanup.after(() => browser.close());
    const [northPage, southPage] = await Promise.all([openPage(browser, north), openPage(browser, south)]);

    // Both there: who plays what against whom, the peer online since its own time.
    const greeting = await remoteLine(northPage, 'none', /Remote match m1: you play north against south — south is online since \d\d:\d\d:\d\d/);
    expect(greeting).toContain('no move made yet');
    await remoteLine(southPage, 'none', /you play south against north — north is online/);

    // North moves: its page waits for south to make it; south's page asks for it, lit on its board.
    make(north, 'A1', 'E5');
    await until('north plays A1-E5', () => movesOf(north).includes('A1-E5'));
    await remoteLine(northPage, 'waiting-peer', /waiting for south to make A1-E5 on their board/);
    await remoteLine(southPage, 'waiting-us', /make north's move A1-E5 on your board \(lit\)/);
    await southPage.screenshot({ path: `${ARTIFACTS}remote-match-south.png`, fullPage: true });
    expect(movesOf(south)).toEqual([]);

    // South makes it: made, on both pages.
    make(south, 'A1', 'E5');
    await until('south makes A1-E5', () => movesOf(south).includes('A1-E5'));
    await remoteLine(northPage, 'made', /A1-E5 made: south made your move on their board/);
    await remoteLine(southPage, 'made', /A1-E5 made: you made north's move on your board/);

    // South's turn, the other way round.
    make(south, 'A9', 'E4');
    await remoteLine(southPage, 'waiting-peer', /waiting for north to make A9-E4 on their board/);
    await remoteLine(northPage, 'waiting-us', /make south's move A9-E4 on your board \(lit\)/);
    make(north, 'A9', 'E4');
    await remoteLine(northPage, 'made', /A9-E4 made: you made south's move on your board/);
    await remoteLine(southPage, 'made', /A9-E4 made: north made your move on their board/);

    // South's host frozen (SIGSTOP): its socket stays open but says nothing, so north, which hears
    // its presence every 2 s (its heartbeat, the keepalive), takes it as gone after 1.5 × that in
    // silence (how soon: the bench's `remote.frozenPeerToOfflineMs`), before the broker's Last Will;
    // north's page says offline, since it was last heard.
    const killedAt = new Date();
    south.p.child.kill('SIGSTOP');
    const gone = await remoteLine(northPage, 'made', /south is offline since \d\d:\d\d:\d\d/);
    const tookMs = Date.now() - killedAt.getTime();
    south.p.child.kill('SIGKILL');
    const shown = /offline since (\d\d):(\d\d):(\d\d)/.exec(gone)!;
    const seen = new Date(killedAt);
    seen.setHours(Number(shown[1]), Number(shown[2]), Number(shown[3]));
    // The time it was last heard (at most a heartbeat before the freeze), not the time it came online.
    expect(seen.getTime()).toBeGreaterThan(killedAt.getTime() - 2_000 - 1_500);
    expect(seen.getTime()).toBeLessThan(killedAt.getTime() + tookMs + 1_500);
    expect(await northPage.getAttribute('#remote', 'data-peer')).toBe('offline');
    await northPage.screenshot({ path: `${ARTIFACTS}remote-match.png`, fullPage: true });

    // The API says the same as the page.
    const game = (await (await fetch(`${north.base}api/games/sim-1.1`)).json()) as { remote: unknown };
    expect(game.remote).toMatchObject({ match: 'm1', seat: 'north', peer: 'south', peerOnline: false, waiting: null, made: { seq: 2, move: 'A9-E4', by: 'peer' }, stopped: null });
    expect(cspViolations).toEqual([]);
    expect(north.p.out.stderr).not.toMatch(/refused|dropped/);
  }, 120_000);
});
