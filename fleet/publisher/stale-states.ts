// Game states the broker still holds for games no longer on the table. While the table runs, a
// game that leaves it (another takes its board) has its retained state cleared by the game-state
// part; but a finished game is not resumed when the table starts again, so its last state would
// stay retained for ever, and a fleet would count a table's every past game. At each connect this
// part clears the state of every game whose events all reached the broker and whose end did
// (`<journal>.fleet-sent` says `"ended": true`) and that is not running, then forgets its file, so
// the work at a connect stays as small as the games ended since the last one.
import { journalDirOf } from '../../host/index.ts';
import { gameStateTopic } from '../topics.ts';
import { endedSent, removeSent } from './fleet-sent.ts';
import type { PublisherContext, PublisherPart } from './part.ts';
import { ChangeLog, publishRetained } from './publish.ts';

export class StaleStatesPart implements PublisherPart {
  private context: PublisherContext | null = null;
  private said: ChangeLog | null = null;
  private clearing: Promise<void> = Promise.resolve();

  start(context: PublisherContext): void {
    this.context = context;
    this.said = new ChangeLog(context.log);
  }

  onConnect(): void {
    this.clearing = this.clearing.then(() => this.clear());
  }

  /** The states of ended games not on the table, one after another (a backlog never floods the broker). */
  private async clear(): Promise<void> {
    const context = this.context;
    if (context === null || context.dataDir === null) return;
    for (const { journal, game } of endedSent(journalDirOf(context.dataDir))) {
      if (this.context === null || !context.client.connected) return; // the rest at the next connect
      if (context.host.game(game) !== undefined) continue; // still on the table, its final state shown
      const topic = gameStateTopic(context.site, context.table, game);
      if (!topic.ok) continue;
      if (!(await publishRetained(context, topic.value, '', this.said!, 'stale-state'))) return;
      const failed = removeSent(journal);
      if (failed !== null) this.said!.say('stale-state-file', `fleet: ${failed}`);
    }
  }

  async stop(): Promise<void> {
    this.context = null;
    await this.clearing;
  }
}
