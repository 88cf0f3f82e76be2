// Move notation of the stick games: `stake P1 10`, `bet P2 3 10` (player, heads, amount), `throw`,
// `stop`. Words are separated by spaces; the keywords are read in any case, player names as
// written in the options. Parsing checks the words; whether the move may be played is for `play`.
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import type { SticksMove, SticksState } from './types.ts';
import { quoteInput } from '../quote.ts';

const WHOLE = /^[0-9]+$/;

export function formatSticksMove(move: SticksMove): string {
  switch (move.type) {
    case 'stake':
      return `stake ${move.player} ${move.amount}`;
    case 'bet':
      return `bet ${move.player} ${move.heads} ${move.amount}`;
    case 'throw':
    case 'stop':
      return move.type;
  }
}

function examples(state: SticksState): string {
  return state.kind === 'shinyu' ? 'bet P2 3 10 or throw' : state.kind === 'rengeki' ? 'stake P1 10, throw or stop' : 'stake P1 10 or throw';
}

export function parseSticksMove(text: string, state: SticksState): Result<SticksMove> {
  if (typeof text !== 'string') return fail('bad-notation', 'a move is a string such as throw');
  const words = text.trim().split(/\s+/);
  const keyword = words[0].toLowerCase();
  const bad = (why: string) => fail('bad-notation', `${quoteInput(text)} is not a move (${why}): write e.g. ${examples(state)}`);
  const player = (word: string | undefined): Result<string> => {
    if (word === undefined) return bad('a player must follow');
    const found = state.options.players.find((p) => p === word) ?? state.options.players.find((p) => p.toLowerCase() === word.toLowerCase());
    return found === undefined ? fail('no-such-player', `${quoteInput(word)} is not playing (players: ${state.options.players.join(', ')})`) : ok(found);
  };
  const whole = (word: string | undefined, what: string): Result<number> =>
    word !== undefined && WHOLE.test(word) ? ok(Number(word)) : bad(`${what} must be a whole number`);
  switch (keyword) {
    case 'throw':
    case 'stop':
      if (words.length !== 1) return bad(`${keyword} takes nothing after it`);
      return ok({ type: keyword });
    case 'stake': {
      if (words.length !== 3) return bad('stake PLAYER AMOUNT');
      const who = player(words[1]);
      if (!who.ok) return who;
      const amount = whole(words[2], 'the amount');
      if (!amount.ok) return amount;
      return ok({ type: 'stake', player: who.value, amount: amount.value });
    }
    case 'bet': {
      if (words.length !== 4) return bad('bet PLAYER HEADS AMOUNT');
      const who = player(words[1]);
      if (!who.ok) return who;
      const heads = whole(words[2], 'the heads');
      if (!heads.ok) return heads;
      const amount = whole(words[3], 'the amount');
      if (!amount.ok) return amount;
      return ok({ type: 'bet', player: who.value, heads: heads.value, amount: amount.value });
    }
    default:
      return bad('it starts with stake, bet, throw or stop');
  }
}
