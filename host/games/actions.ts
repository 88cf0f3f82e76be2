// What a player can do now that the boards do not take by themselves, in words: the moves to enter
// or confirm, forms for moves of a value the player picks, the options of an open choice, the heads
// of a physical cast, the data an entry asks for. The dashboard draws them as buttons and forms, so
// a newcomer plays every game without its notation; a client that follows them alone plays any
// game to its end.
import type { Json, JsonSchema, Label } from '../../rules/index.ts';
import { moveWords, sameWords as same, wordsOfNotation } from '../session/move-words.ts';
import type { GameSession } from '../session/session.ts';
import type { RemoteMode } from './remote-side.ts';

/**
 * One input, and how it is sent:
 * - `move`: POST …/moves `{move}` (complete as it is); `confirm`: the boards show part of it and
 *   it waits for this confirmation;
 * - `form`: fill `form.schema`, put the value into `form.move` (`{name}` → property `name`), POST …/moves;
 * - `choice`: POST …/choices `{choice}`; `sticks`: POST …/choices `{sticks}` (a physical cast counted);
 * - `entry`: fill `form.schema` (starting from `form.example` when given), POST …/entries `{entry}`.
 */
export type GameAction =
  | { kind: 'move'; label: Label; group?: Label; move: string; confirm?: true }
  | { kind: 'form'; label: Label; group?: Label; form: { schema: JsonSchema; move: string } }
  | { kind: 'choice'; label: Label; choice: string }
  | { kind: 'sticks'; label: Label; sticks: number }
  | { kind: 'entry'; label: Label; form: { schema: JsonSchema; example?: Json } };

/** More buttons than a person can read: the rest are reached through forms or the notation box. */
export const MAX_ACTION_MOVES = 200;

export interface ActionContext {
  session: GameSession;
  /** Whether a move can be entered here: the boards cannot show it whole (see RunningGame). */
  enterable(move: unknown): boolean;
  /** Moves the boards show in part, waiting for a confirmation (their notation). */
  confirmable: readonly string[];
  /** The side a computer opponent plays, if one is seated. */
  botSide: string | null;
  /** The computer's move the players are asked to make now (its notation), if any. */
  guided: string | null;
  /** How a side played from another host stands (remote-side.ts), and whether a cast may be counted here; null in a game without one. */
  remote: { mode: RemoteMode; castsHere: boolean } | null;
}

export function gameActions(ctx: ActionContext): GameAction[] {
  const { session } = ctx;
  const { game, state } = session;
  if (game.isOver(state)) return [];
  const naming = session.namingMoves();
  if (naming !== null) {
    // Several moves look alike on the board: each is named by its words.
    return naming.map((move) => ({ kind: 'choice', label: moveWords(game, state, move), choice: game.formatMove(move, state) }));
  }
  const pending = game.pending(state);
  // A remote game's casts come from both hosts; while the remote side is held its move or choice
  // is made there, and while it is guided only its move (lit) is made here.
  if (ctx.remote !== null && pending?.kind === 'cast' && ctx.remote.castsHere) return sticksActions(pending.sticks);
  if (ctx.remote !== null && (pending?.kind === 'cast' || ctx.remote.mode === 'held')) return [];
  if (ctx.remote?.mode === 'guiding') return botActions(ctx, 'The other board’s move', '相手の盤の手');
  const botsTurn = ctx.botSide !== null && (game.toMove?.(state) ?? null) === ctx.botSide;
  // The computer answers its own choices; the sticks and entries are the people's.
  if (botsTurn && (pending === null || pending.kind === 'choice')) return botActions(ctx);
  if (pending?.kind === 'choice') {
    return pending.options.map((option) => ({ kind: 'choice', label: game.describeChoice?.(state, option) ?? same(option), choice: option }));
  }
  if (pending?.kind === 'cast') {
    // Only physical casts are ever left waiting: virtual sticks are cast by the host at once.
    return sticksActions(pending.sticks);
  }
  if (pending?.kind === 'entry') {
    const form = pending.example === undefined ? { schema: pending.schema } : { schema: pending.schema, example: pending.example };
    return [{ kind: 'entry', label: pending.words ?? same(pending.prompt), form }];
  }
  return playerActions(ctx);
}

function sticksActions(sticks: number): GameAction[] {
  return Array.from({ length: sticks + 1 }, (_, heads) => ({ kind: 'sticks', label: headsLabel(heads), sticks: heads }));
}

/**
 * The computer's turn: a person makes its move on the board, so nothing is offered unless the
 * boards cannot show that move whole; then it is the one thing to confirm.
 */
function botActions(ctx: ActionContext, en = 'The computer’s move', ja = 'コンピューターの手'): GameAction[] {
  const { game, state } = ctx.session;
  if (ctx.guided === null || game.pending(state) !== null) return [];
  const parsed = game.parseMove(ctx.guided, state);
  if (!parsed.ok || !ctx.enterable(parsed.value)) return [];
  const words = moveWords(game, state, parsed.value);
  return [{ kind: 'move', label: { en: `${en}: ${words.en}`, ja: `${ja}: ${words.ja}` }, move: ctx.guided, confirm: true }];
}

/** The moves of the player to act, confirmations first, then the game's offer (or every legal move), then its forms. */
function playerActions(ctx: ActionContext): GameAction[] {
  const { game, state } = ctx.session;
  const offer = game.offer?.(state) ?? {};
  const actions: GameAction[] = [];
  const listed = new Set<string>();
  for (const text of ctx.confirmable) {
    const words = wordsOfNotation(game, state, text);
    listed.add(text);
    actions.push({ kind: 'move', label: { en: `Confirm: ${words.en}`, ja: `確定: ${words.ja}` }, move: text, confirm: true });
  }
  let moves = 0;
  for (const move of (offer.moves ?? game.legalMoves(state)) as unknown[]) {
    if (moves >= MAX_ACTION_MOVES) break;
    const text = game.formatMove(move, state);
    if (listed.has(text) || !ctx.enterable(move)) continue;
    listed.add(text);
    moves++;
    const { group, ...label } = moveWords(game, state, move);
    actions.push(group === undefined ? { kind: 'move', label, move: text } : { kind: 'move', label, group, move: text });
  }
  for (const form of offer.forms ?? []) {
    const { label, group, schema, move } = form;
    actions.push(group === undefined ? { kind: 'form', label, form: { schema, move } } : { kind: 'form', label, group, form: { schema, move } });
  }
  return actions;
}

function headsLabel(heads: number): Label {
  return { en: heads === 1 ? '1 head' : `${heads} heads`, ja: `表 ${heads} 本` };
}

/** What the game waits for, in words (its `words`, else its prompt as it is); null while it waits for a move. */
export function awaitedWords(session: GameSession): Label | null {
  const { game, state } = session;
  const awaiting = session.awaiting();
  if (awaiting === null || game.isOver(state)) return null;
  const pending = session.namingMoves() === null ? game.pending(state) : null;
  if (pending?.words) return pending.words;
  if (awaiting.type === 'pending') {
    return { en: `Cast ${awaiting.sticks} sticks (${awaiting.purpose}): how many heads?`, ja: `棒を ${awaiting.sticks} 本投げる（${awaiting.purpose}）：表は何本？` };
  }
  // A choice between look-alike moves: the game's words for its prompt, when it gives them.
  return 'prompt' in awaiting ? awaiting.words ?? same(awaiting.prompt) : null;
}
