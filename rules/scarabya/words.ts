// Placements in words for the dashboard's buttons and the move log: who places (when several
// play), the tile by its letter, where it goes as runs of cells, and what it does there — the
// scarabs it covers, the areas it closes and what they score (solo: a scarab closed in is lost,
// no tile can ever cover it). Buttons are grouped by the tile's top-left square.
import type { Label, MoveWords } from '../contract.ts';
import { placeTile, placementError } from './board.ts';
import { cellsInWords, listEn, listJa } from './cell-words.ts';
import { cellName, maskHas } from './mask.ts';
import type { Letter } from './pentominoes.ts';
import { placementAt } from './placements.ts';
import type { Placement } from './placements.ts';
import { missionOf, placerOf, playerName, seatWaits } from './state.ts';
import type { Area, ScarabyaMove, ScarabyaState } from './types.ts';

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The tile by its letter: "the L" / 「L 字」. */
export function tileName(letter: Letter): Label {
  return { en: `the ${letter}`, ja: `${letter} 字` };
}

/** Whose move it is in words, when it needs saying: several sites, or two players on one. */
function who(state: ScarabyaState, move: ScarabyaMove): string | null {
  const { mode, players } = state.options;
  if (mode === 'solo' || (mode === 'standard' && players === 1)) return null;
  return playerName(placerOf(state, move.seat));
}

/** The placement the move makes when it is legal now, else null (its effects are then unknown). */
function legalPlacement(state: ScarabyaState, move: ScarabyaMove): Placement | null {
  const board = state.boards[move.seat];
  if (board === undefined || move.letter !== missionOf(state) || !seatWaits(state, move.seat)) return null;
  const placement = placementAt(move.cells.slice().sort((a, b) => a - b));
  if (placement === undefined || placement.letter !== move.letter) return null;
  if (placement.reflected && !state.options.allowFlip) return null;
  return placementError(board, placement) === null ? placement : null;
}

const scarabsEn = (n: number) => (n === 1 ? '1 scarab' : `${n} scarabs`);

function areaWords(area: Area, scoring: boolean): Label {
  const cells = cellsInWords(area.cells);
  const size = area.cells.length;
  const en = `closes a ${size}-cell area (${cells.en})`;
  const ja = `${cells.ja} の ${size} マスを区画として閉じる`;
  if (area.scarabs.length === 0) return { en: `${en}, no scarab`, ja: `${ja}（スカラベなし）` };
  if (!scoring) {
    // Solo: no tile fits in an area, so a scarab closed in stays visible to the end.
    const at = area.scarabs.map(cellName);
    const one = at.length === 1;
    return {
      en: `${en} with the scarab${one ? '' : 's'} on ${listEn(at)} in it: ${one ? 'it' : 'they'} can no longer be covered`,
      ja: `${ja}（${listJa(at)} のスカラベはもう覆えない）`,
    };
  }
  return {
    en: `${en} with ${scarabsEn(area.scarabs.length)}: +${area.points}`,
    ja: `${ja}（スカラベ ${area.scarabs.length} 匹: +${area.points} 点）`,
  };
}

/** What a legal placement does: scarabs covered, areas closed and their points. */
function effects(state: ScarabyaState, move: ScarabyaMove, placement: Placement): Label[] {
  const board = state.boards[move.seat];
  const scoring = state.options.mode !== 'solo';
  const out: Label[] = [];
  const covered = placement.cells.filter((cell) => maskHas(board.site.scarabMask, cell)).map(cellName);
  if (covered.length > 0) {
    out.push({
      en: `covers the scarab${covered.length === 1 ? '' : 's'} on ${listEn(covered)}`,
      ja: `${listJa(covered)} のスカラベを覆う`,
    });
  }
  const { created } = placeTile(board, placement, placerOf(state, move.seat), scoring);
  for (const area of created) out.push(areaWords(area, scoring));
  const points = created.reduce((sum, area) => sum + area.points, 0);
  if (created.filter((area) => area.points > 0).length > 1) out.push({ en: `+${points} in all`, ja: `合計 +${points} 点` });
  return out;
}

/** The group of a placement's button: the tile's top-left square (topmost, then leftmost). */
function groupOf(state: ScarabyaState, move: ScarabyaMove): Label {
  const prefix = who(state, move);
  const first = cellName(Math.min(...move.cells));
  const tile = tileName(move.letter);
  const en = `${tile.en} from ${first} (its top-left square)`;
  const ja = `${tile.ja}（左上のマスが ${first}）`;
  return prefix === null ? { en: capital(en), ja } : { en: `${prefix}: ${en}`, ja: `${prefix}: ${ja}` };
}

/** A placement in words without who places it (a form's list of one player's placements). */
export function placementWords(state: ScarabyaState, move: ScarabyaMove): Label {
  const tile = tileName(move.letter);
  const where = cellsInWords(move.cells);
  const placement = legalPlacement(state, move);
  const did = placement === null ? [] : effects(state, move, placement);
  return {
    en: `${tile.en} on ${where.en}${did.length === 0 ? '' : ` — ${did.map((d) => d.en).join('; ')}`}`,
    ja: `${tile.ja}を ${where.ja} に置く${did.length === 0 ? '' : ` — ${did.map((d) => d.ja).join('／')}`}`,
  };
}

export function describeScarabyaMove(state: ScarabyaState, move: ScarabyaMove): MoveWords {
  const prefix = who(state, move);
  const { en, ja } = placementWords(state, move);
  const group = groupOf(state, move);
  return prefix === null ? { en: capital(en), ja, group } : { en: `${prefix}: ${en}`, ja: `${prefix}: ${ja}`, group };
}
