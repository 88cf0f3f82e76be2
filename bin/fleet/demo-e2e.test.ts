// The one-machine demo end to end: `tabletop fleet` with no broker (its embedded aedes) and a real
// `tabletop start --mqtt` table on the same machine. A move made on the table's simulated board
// shows in the fleet's /api/tables and detail as the table's own API lists it; a message sent from
// the fleet's API reaches the table and is answered; both stop cleanly.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killAll, startCli } from '../testing/cli-process.ts';
import { pollJson } from '../testing/poll-json.ts';

const TOKEN = 'demo-e2e-operator-token';

afterEach(killAll);

const until = pollJson;

type Listed = { site: string; table: string; state: string; games: { id: string; game: string; moves: number; seq: number }[] }[];

describe('the one-machine demo: tabletop fleet (embedded broker) and a table', () => {
  it('shows the table and its move in /api/tables, and carries a message to it', async () => {
    const fleet = startCli('fleet', ['--broker-listen', '127.0.0.1:0', '--listen', '127.0.0.1:0', '--token', TOKEN]);
    const [, brokerUrl] = await fleet.waitFor('stderr', /listens on (mqtt:\/\/127\.0\.0\.1:\d+), for a one-machine demo/);
    const [, fleetBase] = await fleet.waitFor('stdout', /fleet dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);

    const table = startCli('start',
      ['--json', '--seed', '4', '--data', mkdtempSync(join(tmpdir(), 'demo-e2e-')), '--listen', '127.0.0.1:0', '--token', TOKEN,
        '--mqtt', brokerUrl, '--site', 'demo', '--table', 'table-1'],
      { stdin: 'pipe' },
    );
    await table.waitFor('stdout', /"type":"link","state":"ready"/);
    table.type('lift A1');
    await table.waitFor('stdout', /"A1":"selected"/);
    table.type('place E5');
    await table.waitFor('stdout', /"type":"move","move":"A1-E5"/);
    const tableBase = /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(table.out.stderr)![1];

    const listed = await until<Listed>(`${fleetBase}api/tables`, (l) => l[0]?.games[0]?.moves === 1).catch((e: Error) => { throw new Error(`${e.message}\ntable: ${table.out.stderr}`); });
    expect(listed).toMatchObject([{ site: 'demo', table: 'table-1', state: 'online', games: [{ id: 'sim-1.1', game: 'free', moves: 1, seq: 1 }] }]);
    const own = (await (await fetch(`${tableBase}api/games/sim-1.1`)).json()) as { log: { move: string }[] };
    const detail = await until<{ games: { id: string; moves: string[] }[] }>(`${fleetBase}api/tables/demo/table-1`, () => true);
    expect(detail.games.find((g) => g.id === 'sim-1.1')?.moves).toEqual(own.log.map((e) => e.move));

    const sent = await fetch(`${fleetBase}api/tables/demo/table-1/cmd/message`, {
      method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Closing in ten minutes' }),
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ ok: true });
    await table.waitFor('stdout', /"type":"message","text":"Closing in ten minutes"/);

    table.child.kill('SIGTERM');
    expect((await table.exit()).code).toBe(0);
    await until<Listed>(`${fleetBase}api/tables`, (l) => l[0]?.state === 'stopped');
    fleet.child.kill('SIGTERM');
    expect((await fleet.exit()).code).toBe(0);
  }, 90_000);
});
