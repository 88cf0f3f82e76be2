// A Cetkaik move in the community notation (README §7), read back into squares and said in words
// from the board before it: the computer's move is sent as notation (the host's `bot` event), and
// a newcomer is told which piece to lift and where to put it.
import { t } from '../../i18n.ts';
import { glyphOf, inkWord, kindOfGlyph, pieceName, type CetkaikView } from './cetkaik-pieces.ts';

const SQUARE = /([KLNTZXCMP])(AI|AU|IA|A|E|I|U|O|Y)/y;

/** Squares written one after another (`LIALAU`), or null when the text is not only squares. */
function squares(text: string): string[] | null {
  const out: string[] = [];
  SQUARE.lastIndex = 0;
  while (SQUARE.lastIndex < text.length) {
    const m = SQUARE.exec(text);
    if (!m) return null;
    out.push(m[0]);
  }
  return out;
}

export type ReadMove =
  | { type: 'piece'; src: string; via: string | null; dest: string; ray: boolean; water: boolean }
  | { type: 'tam2'; src: string; mid: string; via: string | null; dest: string }
  | { type: 'drop'; color: 'red' | 'black'; kind: string; dest: string };

export function readMove(text: string): ReadMove | null {
  const drop = /^(赤|黒)(.)([A-Z]+)$/.exec(text);
  if (drop) {
    const kind = kindOfGlyph(drop[2]);
    const at = squares(drop[3]);
    return kind && at?.length === 1 ? { type: 'drop', color: drop[1] === '赤' ? 'red' : 'black', kind, dest: at[0] } : null;
  }
  const tam = /^([A-Z]+)皇([A-Z]*)\[([A-Z]+)\]([A-Z]+)$/.exec(text);
  if (tam) {
    const [src, before, mid, after] = [squares(tam[1]), squares(tam[2]), squares(tam[3]), squares(tam[4])];
    if (!src || !before || !mid || !after || src.length !== 1 || mid.length !== 1 || before.length > 1 || after.length < 1 || after.length > 2) return null;
    const via = before[0] ?? (after.length === 2 ? after[0] : null);
    return { type: 'tam2', src: src[0], mid: mid[0], via, dest: after[after.length - 1] };
  }
  // SRC, then 片 or the piece's kanji, then DEST, VIA+DEST or VIA心DEST, and 水 when the move enters water.
  const piece = /^([A-Z]+)[^A-Z\[\]]([A-Z]+)(?:心([A-Z]+))?(水)?$/.exec(text);
  if (!piece) return null;
  const src = squares(piece[1]);
  const rest = squares(piece[2]);
  if (!src || src.length !== 1 || !rest) return null;
  if (piece[3] !== undefined) {
    const dest = squares(piece[3]);
    return rest.length === 1 && dest?.length === 1 ? { type: 'piece', src: src[0], via: rest[0], dest: dest[0], ray: true, water: piece[4] !== undefined } : null;
  }
  if (rest.length === 1) return { type: 'piece', src: src[0], via: null, dest: rest[0], ray: false, water: piece[4] !== undefined };
  if (rest.length === 2) return { type: 'piece', src: src[0], via: rest[0], dest: rest[1], ray: false, water: piece[4] !== undefined };
  return null;
}

/** What to do on the board, and what the move is, in words. */
export interface MoveWords { what: string; howTo: string; src: string | null; dest: string }

/** Says a move played on the board `v` shows (before the move): the piece, its squares, what it takes and risks. */
export function moveWords(text: string, v: CetkaikView): MoveWords | null {
  const move = readMove(text);
  if (!move) return null;
  if (move.type === 'drop') {
    const piece = pieceName({ kind: move.kind, color: move.color });
    return {
      what: t('cetkaik.move.drop', { piece, square: move.dest }),
      howTo: t('cetkaik.move.dropHowTo', { color: inkWord(move.color), glyph: glyphOf(move.kind), square: move.dest }),
      src: null,
      dest: move.dest,
    };
  }
  if (move.type === 'tam2') {
    const back = move.dest === move.src;
    const squares = { src: move.src, mid: move.mid, dest: move.dest };
    const what = move.via
      ? t(back ? 'cetkaik.move.tam2ViaBack' : 'cetkaik.move.tam2Via', { ...squares, via: move.via })
      : t(back ? 'cetkaik.move.tam2Back' : 'cetkaik.move.tam2', squares);
    const howTo = back ? t('cetkaik.move.tam2TapHowTo', { square: move.src }) : t('cetkaik.move.tam2HowTo', { src: move.src, dest: move.dest });
    return { what, howTo, src: move.src, dest: move.dest };
  }
  const mover = v.board.get(move.src);
  const taken = v.board.get(move.dest);
  const piece = mover ? pieceName(mover) : t('cetkaik.move.piece');
  const notes: string[] = [];
  if (move.via) {
    const on = v.board.get(move.via);
    notes.push(on ? t('cetkaik.move.stepOnPiece', { piece: pieceName(on), square: move.via }) : t('cetkaik.move.stepOnSquare', { square: move.via }));
  }
  if (move.ray) notes.push(t('cetkaik.move.rayCast'));
  if (move.water) notes.push(t('cetkaik.move.waterCast'));
  const takes = taken && mover && taken.side !== undefined && taken.side !== mover.side && move.dest !== move.src;
  const back = move.dest === move.src;
  const moved = back
    ? t('cetkaik.move.movesBack', { piece, src: move.src })
    : takes
      ? t('cetkaik.move.movesTaking', { piece, src: move.src, dest: move.dest, taken: pieceName(taken) })
      : t('cetkaik.move.moves', { piece, src: move.src, dest: move.dest });
  const what = notes.length ? t('cetkaik.move.withNotes', { what: moved, notes: notes.join(t('cetkaik.move.notesJoin')) }) : moved;
  const howTo = back
    ? t('cetkaik.move.tapHowTo', { square: move.src })
    : takes
      ? t('cetkaik.move.takeHowTo', { src: move.src, glyph: glyphOf(taken.kind), dest: move.dest })
      : t('cetkaik.move.liftHowTo', { src: move.src, dest: move.dest });
  return { what, howTo, src: move.src, dest: move.dest };
}
