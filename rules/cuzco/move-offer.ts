// What the dashboard offers a player of the assistant: the moves worth suggesting now (close the
// round or end the game, every mission completion that would succeed) as buttons, and per player
// a form to correct the holdings (`set`) and one to correct a closed round's score marker
// (`track`): moves of values the players pick, offered only while the game takes them.
import type { MoveForm, MoveOffer } from '../contract.ts';
import { holdingsFormSchema } from './holdings-form.ts';
import { legalMoves } from './play.ts';
import { MAX_MARKER } from './position.ts';
import type { CuzcoMove, CuzcoState, Seat } from './types.ts';

function holdingsForm(state: CuzcoState, seat: Seat): MoveForm {
  const label = { en: `Correct ${seat}'s holdings`, ja: `${seat} の持ち物を修正` };
  return {
    label,
    schema: {
      type: 'object',
      title: label.en,
      properties: { holdings: holdingsFormSchema(state.players[seat], { en: `${seat}'s holdings`, ja: `${seat} の持ち物` }) },
      required: ['holdings'],
      additionalProperties: false,
    },
    move: `set ${seat} {holdings}`,
  };
}

function markerForm(state: CuzcoState, seat: Seat): MoveForm {
  const closed = state.sheet.length;
  const label = { en: `Correct ${seat}'s score marker`, ja: `${seat} の得点マーカーを修正` };
  return {
    label,
    schema: {
      type: 'object',
      title: label.en,
      properties: {
        round: { type: 'integer', title: 'after round', label: { en: 'After round', ja: 'ラウンド（終了時）' }, minimum: 1, maximum: closed, default: closed },
        marker: { type: 'integer', title: 'score marker', label: { en: 'Score marker', ja: '得点マーカー' }, minimum: 0, maximum: MAX_MARKER, default: state.sheet[closed - 1][seat] },
      },
      required: ['round', 'marker'],
      additionalProperties: false,
    },
    move: `track r{round} ${seat} {marker}`,
  };
}

export function offer(state: CuzcoState): MoveOffer<CuzcoMove> {
  // Nothing is entered while the markers are awaited (the entry is the one input) or after the end.
  if (state.stage === 'markers' || state.stage === 'over') return { moves: [], forms: [] };
  const forms = state.seats.map((seat) => holdingsForm(state, seat));
  if (state.sheet.length > 0) forms.push(...state.seats.map((seat) => markerForm(state, seat)));
  return { moves: legalMoves(state), forms };
}
