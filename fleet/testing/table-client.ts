// A table as the fleet sees one, for tests of the fleet side: an mqtt client that publishes a
// table's retained status, boards and games with the contract's encoders (as a table's publisher
// would) and, when asked, answers the commands on its own `cmd/+` topic.
import type { IClientOptions } from 'mqtt';
import {
  DELIVERY, boardStatusTopic, decodeCommandMessage, encodeBoardStatus, encodeGameEvent, encodeGameState, encodeReply, encodeStatus,
  gameEventsTopic, gameStateTopic, replyTopic, statusTopic, tableFilters,
  type BoardStatus, type Command, type CommandReply, type FleetError, type GameState, type TableStatus,
} from '../index.ts';
import type { Result } from '../../rules/index.ts';
import { connectClient, type TestClient } from './mqtt-client.ts';

export interface TestTable {
  client: TestClient;
  site: string;
  table: string;
  status(s: TableStatus): Promise<void>;
  board(id: string, s: BoardStatus): Promise<void>;
  game(id: string, s: GameState): Promise<void>;
  event(game: string, seq: number, e: { type: string; [field: string]: unknown }): Promise<void>;
  /** Publishes raw bytes on one of its own topics (`status`, `games/g/state`, …), retained or not. */
  raw(kind: string, payload: string | Buffer, retain: boolean): Promise<void>;
  /** Answers every command it reads with what `answer` gives; the commands read are kept. */
  answer(answer: (command: Command) => CommandReply): Promise<void>;
  commands: { topic: string; command: Command }[];
  end(): Promise<void>;
}

function must<T>(r: Result<T, FleetError>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

export async function connectTable(url: string, site: string, table: string, options: IClientOptions = {}): Promise<TestTable> {
  const client = await connectClient(url, options);
  const publish = async (topic: string, payload: string | Buffer, retain: boolean) => {
    await client.client.publishAsync(topic, payload, { qos: 1, retain });
  };
  const commands: TestTable['commands'] = [];
  return {
    client,
    site,
    table,
    commands,
    status: (s) => publish(must(statusTopic(site, table)), must(encodeStatus(s)), DELIVERY.status.retain),
    board: (id, s) => publish(must(boardStatusTopic(site, table, id)), must(encodeBoardStatus(s)), DELIVERY['board-status'].retain),
    game: (id, s) => publish(must(gameStateTopic(site, table, id)), must(encodeGameState(s)), DELIVERY['game-state'].retain),
    event: (game, seq, e) => publish(must(gameEventsTopic(site, table, game)), must(encodeGameEvent(seq, e)), DELIVERY['game-events'].retain),
    raw: (kind, payload, retain) => publish(`tabletop/v1/${site}/${table}/${kind}`, payload, retain),
    async answer(answer) {
      client.client.on('message', (topic, payload) => {
        const command = decodeCommandMessage({ site, table }, topic, payload);
        if (!command.ok) return;
        commands.push({ topic, command: command.value });
        void publish(must(replyTopic(site, table, command.value.verb)), must(encodeReply(answer(command.value))), DELIVERY['cmd-reply'].retain);
      });
      await client.client.subscribeAsync(must(tableFilters(site, table)), { qos: 1 });
    },
    end: () => client.end(),
  };
}
