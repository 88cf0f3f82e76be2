// A Cuzco session through the API of a real `tabletop start`, as players beside the real game
// keep it: holdings entered and corrected, a mission completed, the score markers entered at the
// end of each of the six rounds; the process killed with SIGKILL after round 3; the next start
// resumes it and the session goes on to its final ranking. The journal keeps every change.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killAll, startCli } from '../testing/cli-process.ts';

afterEach(killAll);

const TOKEN = 'cuzco-session-token-42';

async function served(data: string) {
  const p = startCli('start', ['--data', data, '--listen', '127.0.0.1:0', '--token', TOKEN, '--seed', '8']);
  await p.waitFor('stdout', /dashboard: http:\/\/127\.0\.0\.1:\d+\//);
  const url = /dashboard: (http:\S+)/.exec(p.out.stdout)![1];
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path.slice(1)}`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() as Record<string, unknown> };
  };
  const get = async (path: string) => (await fetch(`${url}${path.slice(1)}`)).json() as Promise<Record<string, unknown>>;
  return { p, post, get };
}

/** Markers after round r: P1 gains 7 a round, P2 5 (P2 ahead at the start of the last rounds). */
const markers = (round: number) => ({ P1: 20 + 7 * round, P2: 24 + 5 * round });

describe('a Cuzco session through the API', () => {
  it('is kept round by round, survives kill -9, and ends ranked', async () => {
    const data = mkdtempSync(join(tmpdir(), 'cuzco-session-'));
    const first = await served(data);
    const created = await first.post('/api/games', { game: 'cuzco', options: { players: 2 } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const move = async (s: { post: typeof first.post }, text: string) => {
      const r = await s.post(`/api/games/${id}/moves`, { move: text });
      expect(r.status, `${text}: ${JSON.stringify(r.body)}`).toBe(200);
      return r.body;
    };
    const closeRound = async (s: { post: typeof first.post }, round: number) => {
      await move(s, 'round');
      const entered = await s.post(`/api/games/${id}/entries`, { entry: markers(round) });
      expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    };
    await move(first, 'set P1 {"feathers":{"orange":3,"purple":1},"food":2}');
    await move(first, 'set P2 {"goods":{"soup":2},"offerings":3}');
    // A correction: P1 had 2 orange feathers, not 3.
    await move(first, 'set P1 {"feathers":{"orange":2}}');
    for (const round of [1, 2, 3]) await closeRound(first, round);
    const before = await first.get(`/api/games/${id}`);
    first.p.child.kill('SIGKILL');
    await first.p.exit();

    const second = await served(data);
    const resumed = await second.get(`/api/games/${id}`);
    expect(resumed.log).toEqual(before.log);
    expect(resumed.view).toEqual(before.view);
    expect((resumed.view as { players: { holdings: { feathers: { orange: number } } }[] }).players[0].holdings.feathers.orange).toBe(2);
    for (const round of [4, 5, 6]) await closeRound(second, round);
    const ended = await move(second, 'end');
    const end = (ended.events as { type: string; winner?: string | null; scores?: Record<string, number> }[]).find((e) => e.type === 'end');
    expect(end).toBeDefined();
    const final = await second.get(`/api/games/${id}`);
    expect(final.over).toBe(true);
    expect(final.result).toMatchObject({ winner: 'P1', reason: 'six rounds played; end bonuses and villages scored' });
    expect(end).toMatchObject({ winner: 'P1' });
    // The totals: 62 on the track against 54, plus the end bonuses (none here for either).
    expect(end!.scores).toEqual({ P1: 62, P2: 54 });
    // Every change is in the journal, the correction included, and the end.
    // The host also journals the free game it started on its simulated board: take Cuzco's.
    const text = readdirSync(join(data, 'games')).filter((n) => n.endsWith('.jsonl'))
      .map((n) => readFileSync(join(data, 'games', n), 'utf8'))
      .find((t) => t.includes('"game":"cuzco"'))!;
    expect(text).toContain('set P1 {\\"feathers\\":{\\"orange\\":2}}');
    expect(text.trim().split('\n').at(-1)).toMatch(/^\{"type":"end"/);
    second.p.child.kill('SIGTERM');
    expect((await second.p.exit()).code).toBe(0);
  }, 60_000);
});
