// The dashboard's picture of 行山: resources, hands, installed cards with their sticks, the pieces on
// their routes, the turn's phase and what it waits for. The invented deck and routes are labelled.
import type { Json } from '../contract.ts';
import { cardName } from './cards.ts';
import type { Card } from './cards.ts';
import { formatGyozanMove } from './notation.ts';
import { gyozanOver, gyozanResult, legalMoves, pending } from './play.ts';
import { squareName } from './route.ts';
import { cardCost, current, handLimit, moveCost, playerName, stride } from './turn.ts';
import { STICKS, WEAR } from './types.ts';
import type { GyozanState } from './types.ts';
import { EFFECT, cardWords } from './words.ts';

/** Each card seen in a hand or on the board, in words (its name, what it does), for the picture. */
function glossary(state: GyozanState): Json {
  const cards: Card[] = state.players.flatMap((pl) => [...pl.hand, ...pl.installed.map((s) => s.card)]);
  return Object.fromEntries(cards.map((c) => [cardName(c), { words: cardWords(c), effect: EFFECT[c.kind], colour: c.color, kind: c.kind }]));
}

export function gyozanView(state: GyozanState): Json {
  const over = gyozanOver(state);
  const p = current(state);
  const asked = pending(state);
  return {
    game: 'gyozan',
    toMove: over ? null : playerName(p),
    turn: state.turn,
    round: Math.floor(state.turn / state.players.length) + 1,
    phase: over ? 'over' : state.waiting !== null ? `effects (waiting: ${state.waiting.kind})` : state.phase.step,
    pending: asked === null ? null : asked.kind === 'choice' ? { ...asked, options: [...asked.options] } : { ...asked },
    halfCost: state.halfCost,
    pile: state.pile.length,
    discards: state.discards.map(cardName),
    players: state.players.map((pl, q): Json => ({
      name: playerName(q),
      rice: pl.rice,
      coins: pl.coins,
      hand: pl.hand.map(cardName),
      handLimit: handLimit(pl),
      installed: pl.installed.map((s): Json => ({ card: cardName(s.card), sticks: s.sticks, fresh: s.fresh, cost: cardCost(pl, s.card) as unknown as Json })),
      square: squareName(state.options.routes[q][pl.at]),
      at: pl.at,
      squaresLeft: state.options.routes[q].length - 1 - pl.at,
      shielded: pl.shielded,
    })),
    move: over ? null : { squares: stride(state, p), rice: moveCost(state, state.players[p], 'rice'), coins: moveCost(state, state.players[p], 'coins') },
    actions: legalMoves(state).map(formatGyozanMove),
    routes: state.options.routes.map((r) => r.map(squareName)),
    cards: glossary(state),
    wear: WEAR,
    sticks: STICKS,
    lastCast: state.lastCast ? { player: playerName(state.lastCast.player), card: state.lastCast.kind, heads: state.lastCast.heads } : null,
    invented: [...(state.options.demoDeck ? ['the deck'] : []), ...(state.options.demoRoutes ? ['the routes'] : [])],
    over,
    winner: gyozanResult(state)?.winner ?? null,
  };
}
