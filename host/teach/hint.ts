// A hint at a player's request (the `next` button held, the dashboard's button, the API): a good
// move lit on the board in the role `suggest` and said as a `hint` event, which the running game
// counts and journals. For a game with a computer opponent (Cetkaik) the bot's move for the side
// to move, asked as the seated bot is (in the worker, off the event loop); for the others a legal
// move chosen by a simple rule (rule-hint.ts). Only when the game waits for a move, and never for
// the computer's own turn (its move is lit already).
import type { BotSeat } from '../../rules/index.ts';
import type { DecideBot } from '../bots/bot-runner.ts';
import { hostError } from '../errors.ts';
import type { Checked } from '../game-plan.ts';
import type { GameSession } from '../session/session.ts';
import { moveWords } from '../session/move-words.ts';
import type { GameTable } from '../table/table.ts';
import { ruleHint } from './rule-hint.ts';

/** The level a hint asks of the bot when no computer is seated to lend its own. */
export const HINT_LEVEL = 'normal';

export interface HintRequest {
  session: GameSession;
  table: GameTable;
  /** How the host asks its bots (the worker, or a test's stand-in). */
  decide: () => DecideBot;
  /** The computer seated at this game, if any: its side is not hinted, its level is asked. */
  computer: BotSeat | null;
  /** Whether the game still runs on its table (it may be ended while the bot thinks). */
  running: () => boolean;
}

export interface Hint { move: string; by: 'bot' | 'rule' }

export async function giveHint(request: HintRequest): Promise<Checked<Hint>> {
  const { session, table, computer } = request;
  const { game } = session;
  const state = session.state;
  const refused = whyNot(session, computer);
  if (refused !== null) return hostError('conflict', refused);
  const side = game.toMove?.(state) ?? null;
  let hint: Hint | null = null;
  if (game.bot && side !== null) {
    const seat: BotSeat = { side, level: computer?.level ?? HINT_LEVEL };
    const seed = (session.log.length * 7919 + 17) % 2 ** 31;
    const answer = await request.decide()({ game: game.id, state, seat, seed, history: [] });
    if (answer.ok && answer.kind === 'move') hint = { move: answer.text, by: 'bot' };
  }
  if (!request.running()) return hostError('unknown-game', 'the game ended while the hint was worked out');
  if (session.state !== state) return hostError('conflict', 'the game moved on while the hint was worked out: ask again');
  if (hint === null) {
    // No bot, or it could not answer: the rule's move.
    const chosen = ruleHint(game, state);
    if (chosen === null) return hostError('conflict', 'there is no legal move to hint');
    hint = { move: game.formatMove(chosen.move, state), by: 'rule' };
  }
  const parsed = game.parseMove(hint.move, state);
  const words = parsed.ok ? moveWords(game, state, parsed.value) : { en: hint.move, ja: hint.move };
  table.suggest(hint.move);
  table.report({ type: 'hint', move: hint.move, by: hint.by, label: { en: words.en, ja: words.ja } });
  return { ok: true, value: hint };
}

/** Why no hint can be given now, or null. */
function whyNot(session: GameSession, computer: BotSeat | null): string | null {
  const { game, state } = session;
  if (game.isOver(state)) return 'the game is over';
  if (session.awaiting() !== null) return 'the game waits for something other than a move (a cast, a choice or an entry)';
  if (computer !== null && game.toMove?.(state) === computer.side) return 'it is the computer\'s turn: its move is lit already';
  return null;
}
