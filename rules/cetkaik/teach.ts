// Teaching at the board: the piece on a square named as the README writes it (its glyph, with
// colour and the English name the code uses) and how it moves from there, in both languages.
// The movement is README §2's table: the tam2-hue column when the piece stands on tam2 hue
// (the fixed squares, the eight around the Tam2, and its own square under cerke_online), with
// the water-entry cast of §3 for every piece but the boat. 古机戦 pieces (ruleset `old`) move as
// OLD.md reads them: no tam2 hue, no casts.
import { COL, FIXED_TAM_HUE, ROW, WATER } from './board.ts';
import type { Label, PieceWords } from '../contract.ts';
import { COLOR_OF, KIND_GLYPHS, KIND_OF, SIDE_OF, SIDES, TAM } from './pieces.ts';
import type { CetkaikState } from './types.ts';

/** The README's English names, in the order of KIND_GLYPHS (船兵弓車虎馬筆巫将王). */
const KIND_EN = ['boat', 'soldier', 'archer', 'chariot', 'tiger', 'horse', 'scribe', 'shaman', 'general', 'king'];
/** The code's romanised names (pieces.ts KIND_NAMES), said beside the English. */
const KIND_ROMAN = ['nuak1', 'kauk2', 'gua2', 'kaun1', 'dau2', 'maun1', 'kua2', 'tuk2', 'uai1', 'io'];
const COLOR_EN = ['red', 'black'];
const COLOR_JA = ['赤', '黒'];

const l = (en: string, ja: string): Label => ({ en, ja });

/** README §2, "normally". */
const NORMAL: readonly Label[] = [
  l('A ray straight forward.', '前へ真っすぐ何マスでも進む。'),
  l('One step forward.', '前へ1マス進む。'),
  l('Rays in the four straight directions.', '縦横4方向に何マスでも進む。'),
  l('A jump of two squares straight, over anything between.', '縦横へ2マス先に跳ぶ（間の駒は越える）。'),
  l('One step diagonally.', '斜めに1マス進む。'),
  l('A jump of two squares diagonally, over anything between.', '斜めへ2マス先に跳ぶ（間の駒は越える）。'),
  l('Rays forward and back, or one step left or right.', '前後に何マスでも、または左右に1マス進む。'),
  l('One step forward or back, or rays left and right.', '前後に1マス、または左右に何マスでも進む。'),
  l('One step in seven directions: all but straight back.', '真後ろ以外の7方向に1マス進む。'),
  l('One step in all eight directions.', '8方向に1マス進む。'),
];

/** README §2, "on tam2 hue". */
const ON_HUE: readonly Label[] = [
  l('On tam2 hue (皇処): one or two squares sideways (two only over an empty square), or a ray forward or back.', '皇処にいるので、横に1〜2マス（2マスは間が空いているとき）、または前後に何マスでも進む。'),
  l('On tam2 hue (皇処): one step in any of the four straight directions, or two forward over an empty square.', '皇処にいるので、縦横に1マス、または間が空いていれば前へ2マス進む。'),
  l('On tam2 hue (皇処): rays in the four diagonal directions.', '皇処にいるので、斜め4方向に何マスでも進む。'),
  l('On tam2 hue (皇処): a jump of two squares diagonally.', '皇処にいるので、斜めへ2マス先に跳ぶ。'),
  l('On tam2 hue (皇処): rays in the four diagonal directions.', '皇処にいるので、斜め4方向に何マスでも進む。'),
  l('On tam2 hue (皇処): a diagonal ray starting two squares out; the first diagonal square is passed whatever stands on it.', '皇処にいるので、斜め2マス目から先へ何マスでも進む（1マス目の駒は越える）。'),
  l('On tam2 hue (皇処): rays in the four straight directions.', '皇処にいるので、縦横4方向に何マスでも進む。'),
  l('On tam2 hue (皇処): rays in all eight directions, which may pass over one occupied square.', '皇処にいるので、8方向に何マスでも進む（駒を1つまで越えられる）。'),
  l('On tam2 hue (皇処): one step in all eight directions, and it guards its side\'s pieces around it from capture.', '皇処にいるので、8方向に1マス進み、周りの味方の駒は取られない。'),
  l('One step in all eight directions (the same on tam2 hue).', '8方向に1マス進む（皇処でも同じ）。'),
];

/** OLD.md's readings, for the kinds 古机戦 has (others fall back to the normal movement). */
const OLD: Partial<Record<number, Label>> = {
  0: l('Sails through empty water squares only; it never leaves the water and is never taken.', '皇水の空いたマスだけを進む。水から出ず、取られない。'),
  1: l('One step forward; in the other side\'s three rows, one step forward, back, left or right.', '前へ1マス。相手の3段の中では前後左右に1マス。'),
  2: l('Rays in the four straight directions; water stops it.', '縦横に何マスでも進む。水には入れない。'),
  3: l('A jump of two squares straight; it takes by jumping over an enemy piece.', '縦横へ2マス跳ぶ。越えた敵の駒を取る。'),
  4: l('One step diagonally; it takes by jumping over a diagonally adjacent enemy.', '斜めに1マス。斜め隣の敵を跳び越えて取る。'),
};

const WATER_NOTE = l(
  ' Ending in water (皇水) from outside it needs a cast of three heads or more.',
  '水（皇水）の外から水に入るには、棒を投げて表3つ以上が必要。',
);
const STEP_NOTE = l(
  ' It may also stand on an occupied square it reaches and move once more (stepping, 踏越え).',
  '届いた駒の上に乗ってもう一度動くこともできる（踏越え）。',
);

/** Whether a square is tam2 hue now: README §1, and §6 for the Tam2's own square. */
function onTamHue(state: CetkaikState, cell: number): boolean {
  if (FIXED_TAM_HUE[cell] === 1) return true;
  const tam = state.board.indexOf(TAM);
  if (tam < 0) return false;
  if (tam === cell) return state.options.ruleset === 'cerke_online';
  return Math.abs(ROW[cell] - ROW[tam]) <= 1 && Math.abs(COL[cell] - COL[tam]) <= 1;
}

const join = (a: Label, b: Label): Label => ({ en: a.en + b.en, ja: a.ja + b.ja });

/** The piece on a square and how it moves from there; null on an empty square. */
export function pieceAt(state: CetkaikState, cell: number): PieceWords | null {
  const code = state.board[cell];
  if (code === undefined || code <= 0) return null;
  const old = state.options.ruleset === 'old';
  if (code === TAM) {
    return {
      name: l('皇 (Tam2), which belongs to nobody', '皇（どちらの駒でもない）'),
      moves: l(
        'Either side may move it: two king-steps in one turn, each onto an empty square; it may step on one occupied neighbour once. It never captures and is never captured.',
        'どちらの側も動かせる。1手で王の動きを2回、それぞれ空きマスへ。1度だけ隣の駒に乗れる。駒を取らず、取られない。',
      ),
    };
  }
  const kind = KIND_OF[code];
  const color = COLOR_OF[code];
  const side = SIDES[SIDE_OF[code]];
  const name = l(
    `${COLOR_EN[color]} ${KIND_GLYPHS[kind]} (${KIND_EN[kind]}, ${KIND_ROMAN[kind]}) of the ${side}-side`,
    `${side}側の${COLOR_JA[color]}${KIND_GLYPHS[kind]}`,
  );
  if (old) return { name, moves: OLD[kind] ?? NORMAL[kind] };
  let moves = onTamHue(state, cell) ? ON_HUE[kind] : NORMAL[kind];
  moves = join(moves, STEP_NOTE);
  // Boats never cast; a piece already in water leaves and re-enters without one.
  if (kind !== 0 && WATER[cell] !== 1) moves = join(moves, WATER_NOTE);
  return { name, moves };
}
