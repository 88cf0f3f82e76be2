// What a player is offered as buttons and forms. A small game offers every move as a button. On a
// big board (9×9 on no board: eighteen pieces, sixty-three empty cells, over a thousand moves) the
// buttons are each piece's steps to the empty cells around it, and two forms reach every other
// move: a piece moved from any cell to any empty one, a new piece on any empty cell.
import { alphaNumericName, colOf, rowOf } from '../cells.ts';
import type { JsonSchema, Label, MoveForm, MoveOffer } from '../contract.ts';
import { freeLegalMoves } from './play.ts';
import { geometryOf } from './state.ts';
import type { FreeMove, FreeState } from './types.ts';
import { colorWords, hasSwatch } from './words.ts';

/** Up to this many legal moves, every one is a button (grouped by piece). */
export const ALL_AS_BUTTONS = 120;

export function freeOffer(state: FreeState): MoveOffer<FreeMove> {
  const legal = freeLegalMoves(state);
  if (legal.length <= ALL_AS_BUTTONS) return {};
  const geometry = geometryOf(state.options);
  const steps = legal.filter((m) => m.type === 'move'
    && Math.abs(rowOf(m.from, geometry) - rowOf(m.to, geometry)) <= 1
    && Math.abs(colOf(m.from, geometry) - colOf(m.to, geometry)) <= 1);
  // Some piece borders an empty cell whenever both exist; with no piece at all (an empty board
  // with `add`) the first new pieces in order stand in, so a complete move is always offered.
  const moves = steps.length > 0 ? steps : legal.slice(0, ALL_AS_BUTTONS);
  return { moves, forms: freeForms(state) };
}

function freeForms(state: FreeState): MoveForm[] {
  const geometry = geometryOf(state.options);
  const name = (cell: number) => alphaNumericName(cell, geometry);
  const pieces = state.occupied.toArray().map(name);
  const empty: string[] = [];
  for (let cell = 0; cell < geometry.rows * geometry.cols; cell++) if (!state.occupied.has(cell)) empty.push(name(cell));
  if (empty.length === 0) return [];
  const cellOf = (cells: string[], label: Label): JsonSchema => ({ type: 'string', enum: cells, title: label.en, label });
  const forms: MoveForm[] = [];
  if (pieces.length > 0) {
    forms.push({
      label: { en: 'Move a piece', ja: '駒を動かす' },
      schema: {
        type: 'object',
        properties: { from: cellOf(pieces, { en: 'The piece on', ja: '動かす駒のマス' }), to: cellOf(empty, { en: 'To', ja: '行き先' }) },
        required: ['from', 'to'],
      },
      move: '{from}-{to}',
    });
  }
  if (state.options.add) {
    const on = cellOf(empty, { en: 'On', ja: '置くマス' });
    const palette = state.options.colors;
    forms.push(palette === null
      ? { label: { en: 'Put a new piece', ja: '新しい駒を置く' }, schema: { type: 'object', properties: { to: on }, required: ['to'] }, move: '+{to}' }
      : {
        label: { en: 'Put a new piece', ja: '新しい駒を置く' },
        schema: { type: 'object', properties: { to: on, color: colorField(palette) }, required: ['to', 'color'] },
        move: '+{to}:{color}',
      });
  }
  return forms;
}

/** The colours by name in both languages, with a swatch where the name is a colour a browser knows. */
function colorField(palette: string[]): JsonSchema {
  const oneOf = palette.map((c) => ({ const: c, title: c, label: colorWords(c), ...(hasSwatch(c) ? { color: c } : {}) }));
  return { type: 'string', title: 'Colour', label: { en: 'Colour', ja: '色' }, oneOf };
}
