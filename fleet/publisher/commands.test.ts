// The commands part against the real mosquitto: what cannot be taken (1 MB, not JSON, another
// table's, an unknown verb) is dropped and counted, answered when its ref was read, and the table
// goes on answering; new-game, end-game and message are answered and done.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { totalDrops } from '../drops.ts';
import type { TestClient } from '../testing/mqtt-client.ts';
import { ROOT, SITE, TABLE, until, usePublisherRig, type RunningTable } from '../testing/publisher-rig.ts';
import { tableHost, type TableHost } from '../testing/table-host.ts';
import { CommandsPart, FLEET_SENDER } from './commands.ts';

// Both tests on the file's broker: replies are not retained, and each test's table and fleet
// are gone (clean sessions) before the next connects.
const rig = usePublisherRig();

interface Rig { t: TableHost; part: CommandsPart; running: RunningTable; fleet: TestClient }

async function table(): Promise<Rig> {
  const fleet = await rig.fleet(rig.broker, [`${ROOT}/cmd/+/reply`]);
  const t = tableHost();
  const part = new CommandsPart();
  const running = rig.table(rig.broker, t, [part]);
  await until(() => part.subscribed, 'the table subscribes to its commands');
  await send(fleet, 'message', { ref: 'hello', table: TABLE, text: 'hello' });
  await fleet.waitFor((m) => m.topic === `${ROOT}/cmd/message/reply`);
  fleet.messages.splice(0);
  return { t, part, running, fleet };
}

function send(fleet: TestClient, verb: string, payload: unknown): Promise<unknown> {
  const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
  return fleet.client.publishAsync(`${ROOT}/cmd/${verb}`, body, { qos: 1 });
}

/** The reply to `ref` on `cmd/<verb>/reply`. */
async function replyTo(fleet: TestClient, verb: string, ref: string): Promise<Record<string, unknown>> {
  const [reply] = await fleet.waitFor((m) => m.topic === `${ROOT}/cmd/${verb}/reply` && (JSON.parse(m.payload) as { ref: string }).ref === ref);
  return JSON.parse(reply.payload) as Record<string, unknown>;
}

describe('cmd/<verb>', () => {
  it('drops a 1 MB payload, invalid JSON and another table’s command, counts them, answers where it can, and goes on', async () => {
    const { part, running, fleet } = await table();
    await send(fleet, 'message', Buffer.alloc(1024 * 1024, 0x7b)); // 1 MB of "{"
    await send(fleet, 'message', '{"ref": "r-bad", "table": "a", "text": "unclosed"');
    await send(fleet, 'message', { ref: 'r-other', table: 'b', text: 'for table b' });
    await send(fleet, 'message', { ref: 'r-site', table: TABLE, site: 'cafe-2', text: 'for another café' });
    await send(fleet, 'teleport', { ref: 'r-verb', table: TABLE });
    await send(fleet, 'message', { ref: 'r-shape', table: TABLE, text: '' });
    // A verb level that is no id (a space) still comes on cmd/+: dropped as bad-id, not answered.
    await send(fleet, 'say it', { ref: 'r-id', table: TABLE, text: 'x' });
    await send(fleet, 'message', { ref: 'r-ok', table: TABLE, text: 'still here' });

    // The valid command after them is answered, and its answer is the last.
    expect(await replyTo(fleet, 'message', 'r-ok')).toEqual({ ref: 'r-ok', ok: true });
    expect(part.dropCounts()).toMatchObject({ 'too-large': 1, 'bad-json': 1, 'not-for-this-table': 2, 'unknown-verb': 1, 'bad-shape': 1, 'bad-id': 1 });
    expect(totalDrops(part.dropCounts())).toBe(7);
    // Answered once their ref was read; the 1 MB and the broken JSON have none to answer.
    const replies = fleet.messages.map((m) => ({ topic: m.topic.slice(ROOT.length + 1), ...(JSON.parse(m.payload) as { ref: string; ok: boolean; error?: { code: string } }) }));
    expect(replies.map((r) => [r.topic, r.ref, r.ok, r.error?.code])).toEqual([
      ['cmd/message/reply', 'r-other', false, 'not-for-this-table'],
      ['cmd/message/reply', 'r-site', false, 'not-for-this-table'],
      ['cmd/teleport/reply', 'r-verb', false, 'unknown-verb'],
      ['cmd/message/reply', 'r-shape', false, 'bad-shape'],
      ['cmd/message/reply', 'r-ok', true, undefined],
    ]);
    expect(running.log.filter((l) => l.includes('dropped'))).toHaveLength(7);
    expect(running.client.connected).toBe(true);
  });

  it('new-game starts a game as POST /api/games does; end-game ends it (journalled); message shows on the dashboard', async () => {
    const { t, fleet, running } = await table();

    await send(fleet, 'new-game', { ref: 'r-1', table: TABLE, site: SITE, game: 'free', board: 'sim-1', seed: 7 });
    const started = await replyTo(fleet, 'new-game', 'r-1');
    expect(started).toEqual({ ref: 'r-1', ok: true, value: { id: 'sim-1.1', game: 'free', title: 'Free play', board: 'sim-1', boards: ['sim-1'] } });
    expect(t.host.game('sim-1.1')).toMatchObject({ game: 'free', over: false });
    const journal = readdirSync(t.journalDir).find((n) => n.endsWith('.jsonl'))!;
    expect(readFileSync(`${t.journalDir}/${journal}`, 'utf8')).toContain('"type":"created","at"');

    // What the host refuses is answered with its code.
    await send(fleet, 'new-game', { ref: 'r-2', table: TABLE, game: 'free', board: 'sim-9' });
    expect(await replyTo(fleet, 'new-game', 'r-2')).toEqual({ ref: 'r-2', ok: false, error: { code: 'unknown-board', message: 'unknown board "sim-9"' } });
    await send(fleet, 'new-game', { ref: 'r-3', table: TABLE, game: 'chess' });
    expect(await replyTo(fleet, 'new-game', 'r-3')).toMatchObject({ ref: 'r-3', ok: false, error: { code: 'unknown-game' } });

    await send(fleet, 'end-game', { ref: 'r-4', table: TABLE, gameId: 'sim-1.1' });
    expect(await replyTo(fleet, 'end-game', 'r-4')).toEqual({
      ref: 'r-4', ok: true,
      value: { id: 'sim-1.1', game: 'free', title: 'Free play', board: 'sim-1', boards: ['sim-1'], result: { winner: null, reason: 'abandoned' } },
    });
    expect(t.host.game('sim-1.1')).toBeUndefined();
    expect(t.host.board('sim-1')?.game).toBeNull();
    expect(t.events.filter((e) => e.type === 'end')).toEqual([expect.objectContaining({ game: 'sim-1.1', reason: 'abandoned', winner: null })]);
    expect(readFileSync(`${t.journalDir}/${journal}`, 'utf8').trimEnd().split('\n').at(-1)).toMatch(/^\{"type":"end","reason":"abandoned"/);
    await send(fleet, 'end-game', { ref: 'r-5', table: TABLE, gameId: 'sim-1.1' });
    expect(await replyTo(fleet, 'end-game', 'r-5')).toEqual({ ref: 'r-5', ok: false, error: { code: 'unknown-game', message: 'unknown game "sim-1.1"' } });

    await send(fleet, 'message', { ref: 'r-6', table: TABLE, text: 'Last orders in ten minutes' });
    expect(await replyTo(fleet, 'message', 'r-6')).toEqual({ ref: 'r-6', ok: true });
    expect(t.events.filter((e) => e.type === 'message')).toEqual([
      expect.objectContaining({ type: 'message', text: 'hello', from: FLEET_SENDER, board: '' }),
      expect.objectContaining({ type: 'message', text: 'Last orders in ten minutes', from: FLEET_SENDER, board: '' }),
    ]);
    expect(running.log.filter((l) => l.startsWith('fleet: command ')).map((l) => l.split(':').slice(0, 2).join(':'))).toEqual([
      'fleet: command message hello', 'fleet: command new-game r-1', 'fleet: command new-game r-2', 'fleet: command new-game r-3',
      'fleet: command end-game r-4', 'fleet: command end-game r-5', 'fleet: command message r-6',
    ]);
    await running.stop();
  });
});
