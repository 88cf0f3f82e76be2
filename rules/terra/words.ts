// Moves, choices and what the game waits for, in words for a newcomer at the table, English and
// Japanese: "Put the stair tile on B3, stairs going right", "Send the worker on B3 to the
// foundation on D4 (worth 3)". Placements are gathered by square, extra actions under one heading.
import type { Label, MoveWords, Pending } from '../contract.ts';
import { squareName, type LineName } from './board.ts';
import { coinsReached, ownerOf } from './holdings.ts';
import { lineGain, lineName } from './line-words.ts';
import { lineOptions, pending } from './pending.ts';
import { blocks, capital, colourJa, listed, symbolsWords, tileWords } from './symbol-words.ts';
import { holderOf } from './stacks.ts';
import { LEVEL_VALUES, WHITE, type Direction, type TerraMove, type TerraState } from './types.ts';

const STAIRS: Record<Direction, Label> = {
  up: { en: 'stairs going up', ja: '階段は上向き' },
  right: { en: 'stairs going right', ja: '階段は右向き' },
  down: { en: 'stairs going down', ja: '階段は下向き' },
  left: { en: 'stairs going left', ja: '階段は左向き' },
};

const CARD_NAMES: Record<string, Label> = {
  burial: { en: 'Burial goods', ja: '副葬品' },
  eyes: { en: 'Eyes of Horus', ja: 'ホルスの目' },
  oases: { en: 'Oases', ja: 'オアシス' },
  nile: { en: 'Nile', ja: 'ナイル' },
  highest: { en: 'Highest pyramid', ja: '最も高いピラミッド' },
  most: { en: 'Most buildings', ja: '最多の建物' },
};

const EXTRA: Label = { en: 'Extra actions', ja: '追加アクション' };
const PICK: Label = { en: 'Pick a tile for 1 gold', ja: '金 1 でタイルを選ぶ' };

/** What stands on a site: "the foundation on D4", "the red pyramid on D4", with its worth when asked. */
function structureWords(state: TerraState, square: number, worth = true): Label {
  const at = squareName(square, state.layout);
  const st = state.structures[square];
  if (st === null) return { en: `the site ${at}`, ja: `建設地 ${at}` };
  if (st.level === 0) {
    return worth ? { en: `the foundation on ${at} (worth ${st.value})`, ja: `${at} の土台（${st.value} 点）` } : { en: `the foundation on ${at}`, ja: `${at} の土台` };
  }
  const colour = st.color ?? '';
  const pyramid = { en: `the ${colour} pyramid on ${at}`, ja: `${at} の${colourJa(colour)}のピラミッド` };
  return worth ? { en: `${pyramid.en} (level ${st.level}, worth ${LEVEL_VALUES[st.level]})`, ja: `${pyramid.ja}（${st.level} 段・${LEVEL_VALUES[st.level]} 点）` } : pyramid;
}

/** A stack as the players see it: "stack 3", in the symbol variant with its holder. */
function stackWords(state: TerraState, stack: number): Label {
  if (!state.options.symbols) return { en: `stack ${stack + 1}`, ja: `山 ${stack + 1}` };
  const sphinx = holderOf(stack) === 'sphinx';
  return { en: `stack ${stack + 1} (${sphinx ? 'sphinx' : 'scarab'} holder)`, ja: `${sphinx ? 'スフィンクス' : 'スカラベ'}の山 ${stack + 1}` };
}

export function describeMove(state: TerraState, move: TerraMove): MoveWords {
  const sq = (s: number) => squareName(s, state.layout);
  const owner = ownerOf(state, state.toMove);
  const h = state.holdings[owner];
  switch (move.type) {
    case 'place': {
      const at = sq(move.square);
      const stairs = STAIRS[move.stairs];
      let en = `Put the stair tile on ${at}, ${stairs.en}`;
      let ja = `階段タイルを ${at} に置く（${stairs.ja}）`;
      if (move.anywhere) {
        en += ', off its symbol (1 gold)';
        ja += '、シンボルを無視（金 1）';
      }
      if (move.foundation !== null) {
        en += ` — a foundation goes on ${sq(move.foundation)}`;
        ja += ` — ${sq(move.foundation)} に土台が置かれる`;
      }
      return { en, ja, group: { en: `On ${at}`, ja: `${at} に置く` } };
    }
    case 'pass':
      return state.hands[state.toMove]
        ? { en: 'Your tile fits nowhere: it leaves the game', ja: 'タイルを置ける場所がない：ゲームから除く' }
        : { en: 'You hold no tile: go on to the draw', ja: '手持ちのタイルがない：タイルを引く段階へ' };
    case 'move': {
      const waiting = state.turn.waiting[move.from] ?? 0;
      const to = structureWords(state, move.to);
      const worker = waiting > 1 ? { en: `a worker on ${sq(move.from)}`, ja: `${sq(move.from)} の労働者 1 人` } : { en: `the worker on ${sq(move.from)}`, ja: `${sq(move.from)} の労働者` };
      return { en: `Send ${worker.en} to ${to.en}`, ja: `${worker.ja}を ${to.ja}へ送る` };
    }
    case 'return': {
      const waiting = state.turn.waiting[move.from] ?? 0;
      const worker = waiting > 1 ? { en: `a worker on ${sq(move.from)}`, ja: `${sq(move.from)} の労働者 1 人` } : { en: `the worker on ${sq(move.from)}`, ja: `${sq(move.from)} の労働者` };
      return { en: `Send ${worker.en} back to your supply`, ja: `${worker.ja}を手元に戻す` };
    }
    case 'draw': {
      const stack = stackWords(state, move.stack);
      if (move.pick) return { en: `Pay 1 gold to pick any tile of ${stack.en}`, ja: `金 1 を払い、${stack.ja} から好きなタイルを 1 枚取る`, group: PICK };
      // The face-up variant shows the tops of stacks 1–4.
      const top = state.options.faceUp && state.options.draws === 'dealt' && move.stack < 4 ? state.stacks[move.stack][0] : null;
      const shown = top ? symbolsWords(top) : null;
      return {
        en: `Draw the top tile of ${stack.en}${shown ? ` (${top!.length === 0 ? 'a blank tile' : shown.en})` : ''}`,
        ja: `${stack.ja} の一番上のタイルを引く${shown ? `（${top!.length === 0 ? '白紙' : shown.ja}）` : ''}`,
      };
    }
    case 'end':
      return { en: 'End your turn (no tile is left to draw)', ja: '手番を終える（引けるタイルが残っていない）' };
    case 'convert': {
      const pair = move.a === move.b ? blocks(move.a, 2) : listed([blocks(move.a, 1), blocks(move.b, 1)]);
      return { en: `Trade ${pair.en} for a white block`, ja: `${pair.ja} を白の石材 1 に替える`, group: EXTRA };
    }
    case 'build': {
      const st = state.structures[move.square];
      const level = (st?.level ?? 0) + 1;
      const own = Math.min(h.blocks[move.color] ?? 0, level);
      const white = level - own;
      const paid = listed([...(own > 0 ? [blocks(move.color, own)] : []), ...(white > 0 ? [blocks(WHITE, white)] : [])]);
      const top = level === 5 ? { en: ' and a pyramid top', ja: '・ピラミッドの頂上' } : { en: '', ja: '' };
      return {
        en: `Build a ${move.color} level on the pyramid site ${sq(move.square)} (level ${level}: pay ${paid.en}${top.en})`,
        ja: `${sq(move.square)} のピラミッドに${colourJa(move.color)}の段を建てる（${level} 段目：${paid.ja}${top.ja} を使う）`,
        group: EXTRA,
      };
    }
    case 'buy-worker': {
      const st = structureWords(state, move.square, false);
      return { en: `Buy a worker for ${st.en} (3 gold)`, ja: `金 3 で労働者を買い、${st.ja}に置く`, group: EXTRA };
    }
    case 'buy-block':
      return { en: 'Buy a white block (3 gold)', ja: '金 3 で白の石材を買う', group: EXTRA };
    case 'recall': {
      const st = structureWords(state, move.square, false);
      return { en: `Take a worker back from ${st.en} to your supply`, ja: `${st.ja}から労働者 1 人を手元に戻す`, group: EXTRA };
    }
    case 'burial':
      return { en: 'Buy a burial good (1 gold)', ja: '金 1 で副葬品を買う', group: EXTRA };
    case 'boat':
      return { en: 'Move your boat one space along the Nile (2 gold)', ja: '金 2 で船を 1 マス進める', group: EXTRA };
    case 'card': {
      const name = CARD_NAMES[move.card] ?? { en: move.card, ja: move.card };
      const price = coinsReached(state, h.horus);
      return { en: `Buy the strategy card “${name.en}” (${price} gold)`, ja: `金 ${price} で戦略カード「${name.ja}」を買う`, group: EXTRA };
    }
    case 'reorder': {
      const stack = stackWords(state, move.stack);
      return { en: `Pay 1 gold to look through ${stack.en} and put it back in any order`, ja: `金 1 を払い、${stack.ja} を見て好きな順に戻す`, group: EXTRA };
    }
  }
}

/** An option of the open choice: a line (by its squares, with what it brings) or a tile to pick. */
export function describeChoice(state: TerraState, option: string): Label {
  const r = state.reveals[0];
  if (r?.what === 'draw' && r.pick) {
    const tile = tileWords(option.split(' ').filter((s) => s !== ''));
    return { en: capital(tile.en), ja: tile.ja };
  }
  if (r === undefined && state.phase === 'line' && (lineOptions(state) as string[]).includes(option)) {
    const name = lineName(state, option as LineName);
    const gain = lineGain(state, option as LineName);
    return { en: `${capital(name.en)}: ${gain.en}`, ja: `${name.ja}：${gain.ja}` };
  }
  return { en: option, ja: option };
}

/** The words of what is awaited now, for the game's `pending`. */
function pendingWords(state: TerraState): Label | null {
  const r = state.reveals[0];
  if (r !== undefined) {
    switch (r.what) {
      case 'start': {
        const at = squareName(r.square, state.layout);
        return { en: `Which tile was turned up for the start square ${at}?`, ja: `スタートマス ${at} にめくったタイルは？` };
      }
      case 'hand': {
        const stack = stackWords(state, r.stack);
        return { en: `${r.seat}: which tile did you take into your hand from ${stack.en}?`, ja: `${r.seat}：${stack.ja} から手に取ったタイルは？` };
      }
      case 'draw': {
        const stack = stackWords(state, r.stack);
        return r.pick && state.options.draws === 'dealt'
          ? { en: `${r.seat}: which tile of ${stack.en} do you take?`, ja: `${r.seat}：${stack.ja} のどのタイルを取りますか？` }
          : { en: `${r.seat}: which tile did you draw from ${stack.en}?`, ja: `${r.seat}：${stack.ja} から引いたタイルは？` };
      }
      case 'foundation': {
        const at = squareName(r.square, state.layout);
        return { en: `Which foundation was turned up for the site ${at}? Enter its value.`, ja: `建設地 ${at} にめくった土台の数字は？` };
      }
      case 'reorder': {
        const stack = stackWords(state, r.stack);
        const tiles = state.stacks[r.stack].map((t, i) => ({ n: i + 1, words: t === null ? { en: 'an unseen tile', ja: '不明なタイル' } : tileWords(t) }));
        return {
          en: `${capital(stack.en)}, top first: ${tiles.map((t) => `${t.n}: ${t.words.en}`).join('; ')}. Put it back in which order? List the numbers, the new top first.`,
          ja: `${stack.ja}（上から）：${tiles.map((t) => `${t.n} 番：${t.words.ja}`).join('、')}。新しい順に番号を上から並べてください。`,
        };
      }
    }
  }
  if (state.phase === 'line') {
    const at = squareName(state.turn.placed!, state.layout);
    return { en: `${state.toMove}: choose a line through ${at}; you take what its tiles show`, ja: `${state.toMove}：${at} を通る列を選ぶ（その列のタイルのシンボルを得る）` };
  }
  return null;
}

/** The game's `pending`, with its prompt in both languages. */
export function pendingInWords(state: TerraState): Pending | null {
  const asked = pending(state);
  const words = asked === null ? null : pendingWords(state);
  return asked === null || words === null ? asked : { ...asked, words };
}
