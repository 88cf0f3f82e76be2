// A game played on no board, through the API of a real `tabletop start`: started, played with
// entered moves and entries, journalled; the process killed with SIGKILL; the next start resumes
// it where it was.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const bin = new URL('../tabletop.mjs', import.meta.url).pathname;
const TOKEN = 'boardless-test-token';
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => { for (const c of children.splice(0)) c.kill('SIGKILL'); });

function start(data: string) {
  const c = spawn(process.execPath, [bin, 'start', '--data', data, '--listen', '127.0.0.1:0', '--token', TOKEN, '--seed', '5'], { stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(c);
  let out = '';
  c.stdout!.on('data', (d) => { out += d; });
  c.stderr!.on('data', (d) => { out += d; });
  const url = (async () => {
    for (let i = 0; i < 300 && !/dashboard: (http:\S+)/.test(out); i++) await new Promise((r) => setTimeout(r, 50));
    const match = /dashboard: (http:\S+)/.exec(out);
    if (!match) throw new Error(`no dashboard URL in: ${out}`);
    return match[1];
  })();
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${await url}${path.slice(1)}`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() as Record<string, unknown> };
  };
  const get = async (path: string) => (await fetch(`${await url}${path.slice(1)}`)).json() as Promise<Record<string, unknown>>;
  return { c, url, post, get, output: () => out };
}

describe('a game with no board, through the API', () => {
  it('is started, played, journalled, and resumed after kill -9', async () => {
    const data = mkdtempSync(join(tmpdir(), 'tt-boardless-'));
    const first = start(data);
    const created = await first.post('/api/games', { game: 'garden' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ board: '', boards: [], game: 'garden', areas: [{ id: 'P1', board: null }, { id: 'P2', board: null }] });
    const id = created.body.id as string;
    expect(id).toMatch(/^garden\.\d+$/);
    expect((await first.post(`/api/games/${id}/moves`, { move: 'plant A1' })).status).toBe(200);
    const refused = await first.post(`/api/games/${id}/entries`, { entry: { seed: 'lily' } });
    expect(refused).toMatchObject({ status: 409, body: { message: '"seed" must be one of rose, tulip, daisy' } });
    expect((await first.post(`/api/games/${id}/entries`, { entry: { seed: 'daisy' } })).status).toBe(200);
    const played = await first.post(`/api/games/${id}/moves`, { move: 'plant C3' });
    expect(played.body.game).toMatchObject({ awaiting: { type: 'entry', prompt: 'P2: which seed did you draw?' } });
    first.c.kill('SIGKILL');
    await new Promise((r) => first.c.on('exit', r));

    const second = start(data);
    await second.url;
    const games = await second.get('/api/games') as unknown as { id: string; game: string; log: { move: string }[]; awaiting: unknown; view: unknown }[];
    const resumed = games.find((g) => g.game === 'garden')!;
    expect(resumed).toMatchObject({ id, log: [{ move: 'plant A1' }, { move: 'plant C3' }], awaiting: { type: 'entry' } });
    expect(resumed.view).toMatchObject({ gardens: { P1: { plants: { A1: 'daisy' } } }, planting: 'C3' });
    expect(second.output()).toMatch(new RegExp(`resumed Garden .*game ${id.replace('.', '\\.')}`));
    expect((await second.post(`/api/games/${id}/entries`, { entry: { seed: 'rose' } })).status).toBe(200);
    expect((await second.get(`/api/games/${id}`)).toMove).toBe('P1');
  }, 30_000);
});
