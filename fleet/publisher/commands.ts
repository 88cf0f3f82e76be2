// `cmd/<verb>`: the fleet's commands to this table, answered on `cmd/<verb>/reply`. Each payload is
// read with the contract's bounded decoder; one that cannot be taken (too large, not JSON, for
// another table, an unknown verb, wrong fields) is dropped and counted, and answered with the
// error when its `ref` could be read. A command taken acts as the dashboard's operator would:
// `new-game` as POST /api/games, `end-game` closes the game (abandoned, when not over), `message`
// shows the text on the table's dashboards. Games started and ended are in their journals; every
// command and its outcome is a line of the operator's log.
import type { MqttClient } from 'mqtt';
import type { GameDetail } from '../../host/index.ts';
import { countDrop, noDrops, type DropCounts } from '../drops.ts';
import { matchesFilter, tableFilters } from '../filters.ts';
import { parseTopic, replyTopic } from '../topics.ts';
import { decodeCommandMessage } from '../receive.ts';
import { encodeReply, type Command, type CommandOf, type CommandReply } from '../payloads/index.ts';
import type { PublisherContext, PublisherPart } from './part.ts';

/** Who the `message` event says sent the text. */
export const FLEET_SENDER = 'fleet';

type Outcome = { ok: true; value?: unknown } | { ok: false; code: string; message: string };

export class CommandsPart implements PublisherPart {
  private context: PublisherContext | null = null;
  private filters: string[] = [];
  private drops: DropCounts = noDrops();
  /** Replies published and not yet acknowledged (stop waits for them while connected). */
  private readonly replying = new Set<Promise<unknown>>();

  start(context: PublisherContext): void {
    this.context = context;
    const filters = tableFilters(context.site, context.table);
    if (!filters.ok) { context.log(`fleet: commands are not taken: ${filters.error.message}`); return; }
    this.filters = filters.value;
    context.client.on('message', this.onMessage);
    if (context.client.connected) this.subscribe();
  }

  onConnect(): void { this.subscribe(); }

  async stop(): Promise<void> {
    this.context?.client.removeListener('message', this.onMessage);
    if (this.context?.client.connected) await Promise.allSettled([...this.replying]);
  }

  /** Whether the broker has granted the subscription to this table's commands (since the last connect). */
  get subscribed(): boolean { return this.granted; }
  private granted = false;

  /** The commands dropped so far, by reason. */
  dropCounts(): DropCounts { return this.drops; }

  private subscribe(): void {
    const { client, log } = this.context!;
    if (this.filters.length === 0) return;
    this.granted = false;
    client.subscribe(this.filters, { qos: 1 }, (error, granted) => {
      // A refusal comes as an error, or (MQTT 3.1.1) as the failure code 128 in the SUBACK.
      const refused = error?.message ?? (granted?.some((g) => g.qos === 128) ? 'refused by the broker' : null);
      if (refused !== null) log(`fleet: cannot subscribe to ${this.filters.join(', ')}: ${refused}`);
      else this.granted = true;
    });
  }

  private readonly onMessage = (topic: string, payload: Buffer): void => {
    const parsed = parseTopic(topic);
    const command = parsed.ok && parsed.value.kind === 'cmd' ? parsed.value : null;
    // The client is shared by the publisher's parts: commands, and whatever came on this part's
    // subscription (a verb level that is no id), are this part's; the rest is another's.
    if (command === null && !this.filters.some((f) => matchesFilter(f, topic))) return;
    const { site, table, log } = this.context!;
    const decoded = decodeCommandMessage({ site, table }, topic, payload);
    if (!decoded.ok) {
      const { code, message, ref } = decoded.error;
      this.drops = countDrop(this.drops, code);
      log(`fleet: command on ${JSON.stringify(topic.slice(0, 200))} dropped (${code}): ${message}`);
      if (ref !== undefined && command !== null && command.site === site && command.table === table) this.reply(command.verb, { ref, ok: false, error: { code, message: cut(message, 1000) } });
      return;
    }
    this.take(decoded.value);
  };

  private take(command: Command): void {
    const { log } = this.context!;
    const outcome = this.run(command);
    log(`fleet: command ${command.verb} ${command.ref}: ${outcome.ok ? 'done' : `refused (${outcome.code}): ${outcome.message}`}`);
    this.reply(command.verb, outcome.ok
      ? { ref: command.ref, ok: true, ...(outcome.value === undefined ? {} : { value: outcome.value }) }
      : { ref: command.ref, ok: false, error: { code: cut(outcome.code, 64), message: cut(outcome.message, 1000) } });
  }

  private run(command: Command): Outcome {
    switch (command.verb) {
      case 'message':
        this.context!.host.showMessage(command.text, FLEET_SENDER);
        return { ok: true };
      case 'new-game': return this.newGame(command);
      case 'end-game': {
        const ended = this.context!.host.endGame(command.gameId);
        return ended.ok ? { ok: true, value: { ...summary(ended.value), result: ended.value.result } } : { ok: false, code: ended.code ?? 'refused', message: ended.error };
      }
    }
  }

  /** As POST /api/games: the boards and the game are checked first, then the host starts it. */
  private newGame(command: CommandOf<'new-game'>): Outcome {
    const { host } = this.context!;
    const { board = [], game, options, position, seed, layout } = command;
    const unknown = (typeof board === 'string' ? [board] : board).find((b) => !host.board(b));
    if (unknown !== undefined) return { ok: false, code: 'unknown-board', message: `unknown board "${unknown}"` };
    const catalog = host.catalog();
    if (!catalog.some((g) => g.id === game)) return { ok: false, code: 'unknown-game', message: `unknown game "${game}"; games: ${catalog.map((g) => g.id).join(', ')}` };
    const started = host.startGame(board, { game, options, position, seed, ...(layout ? { layout } : {}) });
    return started.ok ? { ok: true, value: summary(started.value) } : { ok: false, code: started.code ?? 'refused', message: started.error };
  }

  private reply(verb: string, reply: CommandReply): void {
    const { client, site, table, log } = this.context!;
    const topic = replyTopic(site, table, verb);
    const payload = encodeReply(reply);
    if (!topic.ok || !payload.ok) {
      log(`fleet: no reply to ${reply.ref}: ${!topic.ok ? topic.error.message : !payload.ok ? payload.error.message : ''}`);
      return;
    }
    const sent = publish(client, topic.value, payload.value).catch((e: Error) => log(`fleet: reply to ${reply.ref} not sent: ${e.message}`));
    this.replying.add(sent);
    void sent.finally(() => this.replying.delete(sent));
  }
}

/** The game a command gave, as the reply names it (the rest is on its state topic). */
function summary(game: GameDetail): { id: string; game: string; title: string; board: string; boards: string[] } {
  return { id: game.id, game: game.game, title: game.title, board: game.board, boards: game.boards };
}

function publish(client: MqttClient, topic: string, payload: string): Promise<unknown> {
  return client.publishAsync(topic, payload, { qos: 1, retain: false });
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
