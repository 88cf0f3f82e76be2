// Cetkaik in plain words for the dashboard (README.md "Words on the dashboard"): a move as who
// moves which piece from where to where, what it steps on, what it takes and which cast it needs;
// the options of a choice (再行/終季, where to stop after a short cast, which piece was dropped);
// the prompt of every pending cast or choice. English and Japanese; the pieces keep their kanji
// (兵 弓 車 虎 馬 筆 巫 将 王 船 皇), with the README's English names in the English words.
import { distance, squareName } from './board.ts';
import type { Label, MoveWords } from '../contract.ts';
import { scoreHands } from './hands.ts';
import { needsWaterCast } from './moves.ts';
import { parseMove } from './notation.ts';
import { oldLegal } from './old/play.ts';
import { COLOR_OF, KIND_GLYPHS, KIND_OF, SIDE_OF, SIDES, TAM, colorIndex, kindIndex, otherSide } from './pieces.ts';
import type { Side } from './pieces.ts';
import { GIVE_UP, TAXOT, TYMOK } from './play.ts';
import { PENALTY_POINTS, handList, tymokRate } from './scoring.ts';
import { WATER_HEADS } from './types.ts';
import type { CetkaikMove, CetkaikState, PenaltyHand, PieceMove } from './types.ts';

/** The README's English names, in the order of KIND_GLYPHS (船兵弓車虎馬筆巫将王). */
const KIND_EN = ['boat', 'soldier', 'archer', 'chariot', 'tiger', 'horse', 'scribe', 'shaman', 'general', 'king'];
const COLOR_EN = ['red', 'black'];
const COLOR_JA = ['赤', '黒'];

const sideEn = (side: Side) => `${side}-side`;
const sideJa = (side: Side) => `${side}側`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Points as the README writes them: −5, +14. */
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** A piece by colour and kind: `red 兵 (soldier)` / `赤兵`. */
function pieceWords(color: number, kind: number): Label {
  return { en: `${COLOR_EN[color]} ${KIND_GLYPHS[kind]} (${KIND_EN[kind]})`, ja: `${COLOR_JA[color]}${KIND_GLYPHS[kind]}` };
}

/** Whatever stands on a square: a piece, or the Tam2. */
function standing(board: Int8Array, cell: number): Label {
  const code = board[cell];
  if (code === TAM) return { en: '皇 (Tam2)', ja: '皇' };
  return pieceWords(COLOR_OF[code], KIND_OF[code]);
}

/** `the black 兵 (soldier) on KE` / `KEの黒兵`. */
function onSquare(board: Int8Array, cell: number): Label {
  const what = standing(board, cell);
  const square = squareName(cell);
  return { en: `the ${what.en} on ${square}`, ja: `${square}の${what.ja}` };
}

/** A heading for every move of one piece or Tam2 on one square, or one piece in hand. */
function groupOf(state: CetkaikState, move: CetkaikMove): Label {
  if (move.type === 'drop') {
    const piece = pieceWords(colorIndex(move.color), kindIndex(move.kind));
    return { en: `From hand: ${piece.en}`, ja: `手駒: ${piece.ja}` };
  }
  const what = standing(state.board, move.src);
  const square = squareName(move.src);
  return { en: `${capital(what.en)} on ${square}`, ja: `${square}の${what.ja}` };
}

/** What a cast of the five sticks must show, in words; `online` adds the nearer stop. */
function castWords(heads: number, purpose: 'stepping' | 'water', online: boolean): Label {
  if (purpose === 'water') return { en: `water cast: ${heads} or more heads of 5 sticks`, ja: `入水の投棒: 5本中表${heads}本以上` };
  const nearer = online ? { en: ' (fewer: stop nearer or give up)', ja: '（足りなければ手前で止まるか諦める）' } : { en: '', ja: '' };
  return { en: `stepping cast: ${heads} or more heads of 5 sticks${nearer.en}`, ja: `踏越えの投棒: 5本中表${heads}本以上${nearer.ja}` };
}

/** The costs of a piece move that steps on the Tam2: 撃皇, a penalty hand or (online) points at once. */
function tamStepWords(state: CetkaikState, side: Side): Label {
  const points = PENALTY_POINTS['撃皇'];
  if (state.options.ruleset === 'cerke_online') {
    return { en: `撃皇: ${signed(points * state.rate)} points at once`, ja: `撃皇: 即座に${signed(points * state.rate)}点` };
  }
  if (state.penalties[side].includes('撃皇')) return { en: '撃皇 again (counted once a season)', ja: '撃皇は季に一度だけ' };
  return { en: `撃皇: a ${signed(points)} penalty hand`, ja: `撃皇: ${signed(points)}点の罰役` };
}

/** The Tam2 moved right back or straight after the opponent moved it: 皇再来 in the strict rulesets. */
function tamReturnWords(state: CetkaikState, move: Extract<CetkaikMove, { type: 'tam2' }>): Label | null {
  if (state.options.ruleset === 'cerke_online') return null;
  if (move.dest !== move.src && state.tamMovedBy !== otherSide(state.toMove)) return null;
  if (state.penalties[state.toMove].includes('皇再来')) return { en: '皇再来 again (counted once a season)', ja: '皇再来は季に一度だけ' };
  return { en: `皇再来: a ${signed(PENALTY_POINTS['皇再来'])} penalty hand`, ja: `皇再来: ${signed(PENALTY_POINTS['皇再来'])}点の罰役` };
}

function withNotes(text: Label, notes: Label[]): Label {
  if (notes.length === 0) return text;
  return { en: `${text.en} — ${notes.map((n) => n.en).join('; ')}`, ja: `${text.ja}（${notes.map((n) => n.ja).join('、')}）` };
}

function describeTam(state: CetkaikState, move: Extract<CetkaikMove, { type: 'tam2' }>): Label {
  const [src, mid, dest] = [move.src, move.mid, move.dest].map(squareName);
  const via = move.via === null ? null : onSquare(state.board, move.via);
  const back = move.dest === move.src;
  const to = back ? { en: `back to ${dest}`, ja: `${dest}に戻る` } : { en: `to ${dest}`, ja: `${dest}へ` };
  let text: Label;
  if (via !== null && move.stepIn === 'first') {
    text = { en: `皇 (Tam2) from ${src} steps on ${via.en}, then through ${mid} ${to.en}`, ja: `皇が${src}から${via.ja}を踏み、${mid}を経て${to.ja}` };
  } else if (via !== null) {
    text = { en: `皇 (Tam2) from ${src} through ${mid}, steps on ${via.en}, then ${to.en}`, ja: `皇が${src}から${mid}を経て${via.ja}を踏み、${to.ja}` };
  } else {
    text = { en: `皇 (Tam2) from ${src} through ${mid} ${to.en}`, ja: `皇が${src}から${mid}を経て${to.ja}` };
  }
  const penalty = tamReturnWords(state, move);
  return withNotes(text, penalty === null ? [] : [penalty]);
}

/** The square of the piece a 古机戦 move takes (a 車 or 虎 jumps over it), or -1. */
function oldVictim(state: CetkaikState, move: PieceMove): number {
  const known = oldLegal(state).find((m) => m.move.src === move.src && m.move.dest === move.dest && m.move.via === move.via && (m.move.via2 ?? null) === (move.via2 ?? null));
  return known?.victim ?? -1;
}

function describePiece(state: CetkaikState, move: PieceMove): Label {
  const { board } = state;
  const side = SIDES[SIDE_OF[board[move.src]]];
  const mover = standing(board, move.src);
  const from = squareName(move.src);
  const subject = { en: `${mover.en} from ${from}`, ja: `${from}の${mover.ja}` };
  const old = state.options.ruleset === 'old';
  const online = state.options.ruleset === 'cerke_online';
  const notes: Label[] = [];

  // The legs before the last: the squares stepped on (two boats at most in 古机戦).
  const steps = [move.via, move.via2 ?? null].filter((c): c is number => c !== null);
  const stepped = steps.map((c) => onSquare(board, c));
  const over = stepped.length === 0 ? null : { en: `steps on ${stepped.map((s) => s.en).join(' and ')}`, ja: `${stepped.map((s) => s.ja).join('と')}を踏み` };
  if (!old && move.via !== null && board[move.via] === TAM) notes.push(tamStepWords(state, side));

  const dest = squareName(move.dest);
  const victim = old ? oldVictim(state, move) : board[move.dest] !== 0 && move.dest !== move.src ? move.dest : -1;
  let last: Label;
  if (move.dest === move.src) {
    last = { en: `comes back to ${dest}`, ja: `${dest}に戻る` };
  } else if (victim === move.dest) {
    const taken = onSquare(board, victim);
    last = move.ray ? { en: `aims to take ${taken.en}`, ja: `${taken.ja}を取りに行く` } : { en: `takes ${taken.en}`, ja: `${taken.ja}を取る` };
  } else if (victim >= 0) {
    const taken = onSquare(board, victim);
    last = { en: `jumps over and takes ${taken.en}, landing on ${dest}`, ja: `${taken.ja}を跳び越えて取り、${dest}へ` };
  } else if (move.ray) {
    last = { en: `aims at ${dest}`, ja: `${dest}を目指す` };
  } else {
    last = { en: `to ${dest}`, ja: `${dest}へ` };
  }
  if (!old && move.ray && move.via !== null) notes.push(castWords(distance(move.via, move.dest), 'stepping', online));
  if (!old && needsWaterCast(board, move)) notes.push(castWords(WATER_HEADS, 'water', false));

  const text = over === null
    ? { en: `${subject.en} ${last.en}`, ja: `${subject.ja}が${last.ja}` }
    : { en: `${subject.en} ${over.en}, then ${last.en}`, ja: `${subject.ja}が${over.ja}、${last.ja}` };
  return withNotes(text, notes);
}

function moverOf(state: CetkaikState, move: CetkaikMove): Side {
  if (move.type === 'piece' && state.board[move.src] !== 0 && state.board[move.src] !== TAM) return SIDES[SIDE_OF[state.board[move.src]]];
  return state.toMove;
}

/** A move in words, said from the position it is played in. */
export function describeMove(state: CetkaikState, move: CetkaikMove): MoveWords {
  let text: Label;
  if (move.type === 'drop') {
    const piece = pieceWords(colorIndex(move.color), kindIndex(move.kind));
    const square = squareName(move.dest);
    text = { en: `drops the ${piece.en} from hand on ${square}`, ja: `手駒の${piece.ja}を${square}に打つ` };
  } else if (move.type === 'tam2') {
    text = describeTam(state, move);
  } else {
    text = describePiece(state, move);
  }
  const side = moverOf(state, move);
  return { en: `${sideEn(side)}: ${text.en}`, ja: `${sideJa(side)}: ${text.ja}`, group: groupOf(state, move) };
}

/** 終季 now: (hands + penalties) × rate for the side that declares. */
function taxotWords(state: CetkaikState): Label {
  const side = state.toMove;
  const hands = scoreHands(state.hands[side], handList(state.options));
  const penalties = state.penalties[side].reduce((sum, hand) => sum + PENALTY_POINTS[hand], 0);
  const base = hands.score + penalties;
  const points = base * state.rate;
  const named = [...hands.hands, ...state.penalties[side]].join(', ');
  const gain = points >= 0 ? { en: `win ${points} points`, ja: `${points}点を得る` } : { en: `lose ${-points} points`, ja: `${-points}点を失う` };
  return {
    en: `End the season (終季): ${gain.en} (${named}: ${base} × stake ${state.rate})`,
    ja: `終季（季を終える）: ${gain.ja}（${named}: ${base}点 × 賭け率${state.rate}）`,
  };
}

/** An option of the open choice in words. */
export function describeChoice(state: CetkaikState, option: string): Label {
  const waiting = state.waiting;
  if (option === TYMOK) {
    const rate = tymokRate(state.rate);
    return { en: `Play on (再行): the stake doubles to ×${rate}`, ja: `再行（続ける）: 賭け率が×${rate}になる` };
  }
  if (option === TAXOT) return taxotWords(state);
  if (waiting?.kind === 'direction') {
    const from = squareName(waiting.move.src);
    if (option === GIVE_UP) return { en: `Give up: the move fails, the piece stays on ${from}`, ja: `諦める: 手は失敗、駒は${from}に残る` };
    return { en: `Stop on ${option}`, ja: `${option}で止まる` };
  }
  // Look-alike moves the players are asked to name (a drop of one of several pieces) come as notation.
  const parsed = parseMove(option, state);
  if (parsed.ok && parsed.value.type === 'drop') {
    const piece = pieceWords(colorIndex(parsed.value.color), kindIndex(parsed.value.kind));
    return { en: `The ${piece.en}`, ja: piece.ja };
  }
  if (parsed.ok) {
    const { en, ja } = describeMove(state, parsed.value);
    return { en, ja };
  }
  return { en: option, ja: option };
}

const isPenalty = (name: string): name is PenaltyHand => Object.hasOwn(PENALTY_POINTS, name);

/** The prompt of a pending cast or choice in both languages. */
export function pendingWords(state: CetkaikState): Label | undefined {
  const waiting = state.waiting;
  if (waiting === null) return undefined;
  const side = state.toMove;
  switch (waiting.kind) {
    case 'cast': {
      const move = waiting.move;
      const mover = pieceWords(COLOR_OF[state.board[move.src]], KIND_OF[state.board[move.src]]);
      const [from, dest] = [squareName(move.src), squareName(move.dest)];
      if (waiting.purpose === 'water') {
        return {
          en: `Cast the five sticks: ${sideEn(side)}'s ${mover.en} from ${from} enters the water on ${dest} with ${WATER_HEADS} or more heads, else the move fails`,
          ja: `入水の投棒: ${sideJa(side)}の${from}の${mover.ja}が${dest}の水に入る — 5本中表${WATER_HEADS}本以上で成功、足りなければ失敗`,
        };
      }
      const via = squareName(move.via as number);
      const heads = distance(move.via as number, move.dest);
      const short = state.options.ruleset === 'cerke_online'
        ? { en: 'else it may stop nearer or give up', ja: '足りなければ手前で止まるか諦める' }
        : { en: 'else the move fails', ja: '足りなければ失敗' };
      return {
        en: `Cast the five sticks: ${sideEn(side)}'s ${mover.en} from ${from}, stepping on ${via}, reaches ${dest} with ${heads} or more heads, ${short.en}`,
        ja: `踏越えの投棒: ${sideJa(side)}の${from}の${mover.ja}が${via}を踏んで${dest}へ — 5本中表${heads}本以上で成功、${short.ja}`,
      };
    }
    case 'direction': {
      const via = squareName(waiting.move.via as number);
      const dest = squareName(waiting.move.dest);
      return {
        en: `The sticks show ${waiting.heads}: stop on a square from ${via} toward ${dest} within ${waiting.heads}, or give up`,
        ja: `表は${waiting.heads}本: ${via}から${dest}の方へ${waiting.heads}マス以内で止まるか、諦めるか`,
      };
    }
    case 'declare': {
      const hands = waiting.newHands.filter((h) => !isPenalty(h));
      const penalties = waiting.newHands.filter(isPenalty);
      const made = [
        ...(hands.length > 0 ? [{ en: `made ${hands.join(', ')}`, ja: `${hands.join('、')}ができた` }] : []),
        ...(penalties.length > 0 ? [{ en: `incurred ${penalties.join(', ')}`, ja: `${penalties.join('、')}を負った` }] : []),
      ];
      return {
        en: `${sideEn(side)} ${made.map((m) => m.en).join(' and ')}: play on (再行, the stake doubles) or end the season (終季, score now)?`,
        ja: `${sideJa(side)}は${made.map((m) => m.ja).join('、')}: 再行（賭け率が倍に）か終季（ここで得点）か`,
      };
    }
  }
}
