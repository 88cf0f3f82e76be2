// Ankh'or in words, for a newcomer who reads no notation: tiles named by what a player sees on
// them (colour, animal or kind, printed VP), prices as marker colours, blocks as the two corner
// cells they span; moves, the options of a choice and what the game waits for, in English and
// Japanese. Moves are said to the player at hand ("Put the green jackal on C4").
import type { Label, MoveWords } from '../contract.ts';
import { alphaNumericName } from '../cells.ts';
import { discardAndShift } from './offer.ts';
import { current, playerName } from './state.ts';
import { blockCells } from './tableau.ts';
import { RESOURCE_LIMIT, discountOptions, looseResources, takeSize, supplyOf, withoutOne } from './tokens.ts';
import { COLOURS } from './types.ts';
import type { Animal, AnkhorMove, AnkhorState, BuyMove, Colour, Grid, Kind, ShiftMove, TakeMove, Tile, TokenType } from './types.ts';

export const COLOUR_WORDS: Readonly<Record<Colour, Label>> = {
  black: { en: 'black', ja: '黒' },
  blue: { en: 'blue', ja: '青' },
  green: { en: 'green', ja: '緑' },
  red: { en: 'red', ja: '赤' },
  white: { en: 'white', ja: '白' },
};

export const ANIMAL_WORDS: Readonly<Record<Animal, Label>> = {
  jackal: { en: 'jackal', ja: 'ジャッカル' },
  beetle: { en: 'beetle', ja: 'スカラベ' },
  falcon: { en: 'falcon', ja: 'ハヤブサ' },
  none: { en: 'no animal', ja: '動物なし' },
};

export const KIND_WORDS: Readonly<Record<Kind, Label>> = {
  animal: { en: 'animal tile', ja: '動物タイル' },
  vp: { en: 'VP tile', ja: '勝利点タイル' },
  warehouse: { en: 'warehouse', ja: '倉庫' },
  scribe: { en: 'scribe', ja: '書記' },
  desert: { en: 'desert', ja: '砂漠' },
};

export const ANKH_WORDS: Label = { en: 'ankh', ja: 'アンク' };

export const tokenWords = (type: TokenType): Label => (type === 'ankh' ? ANKH_WORDS : COLOUR_WORDS[type]);

/** A tile without its article: "green jackal", "red 2-VP tile", "blue warehouse"; 「緑のジャッカル」. */
export function tileWords(tile: Tile): Label {
  const colour = COLOUR_WORDS[tile.color];
  const vp = tile.vp > 0 ? { en: `${tile.vp}-VP `, ja: `${tile.vp}VP` } : { en: '', ja: '' };
  let noun: Label;
  if (tile.kind === 'animal') noun = ANIMAL_WORDS[tile.animal];
  else if (tile.kind === 'vp') noun = { en: 'tile', ja: 'タイル' };
  else noun = KIND_WORDS[tile.kind];
  // A printed set may show an animal on a tile of another kind: said after it.
  const extra = tile.kind !== 'animal' && tile.animal !== 'none' ? { en: ` (${ANIMAL_WORDS[tile.animal].en})`, ja: `（${ANIMAL_WORDS[tile.animal].ja}）` } : { en: '', ja: '' };
  return { en: `${colour.en} ${vp.en}${noun.en}${extra.en}`, ja: `${colour.ja}の${vp.ja}${noun.ja}${extra.ja}` };
}

/** "the green jackal" / 「緑のジャッカル」. */
export function theTile(tile: Tile): Label {
  const words = tileWords(tile);
  return { en: `the ${words.en}`, ja: words.ja };
}

/** A price as its markers, in colour order: "blue + red" / 「青＋赤」; nothing to pay: "nothing" / 「無料」. */
export function priceWords(price: readonly Colour[]): Label {
  if (price.length === 0) return { en: 'nothing', ja: '無料' };
  const sorted = COLOURS.flatMap((c) => price.filter((p) => p === c));
  return { en: sorted.join(' + '), ja: sorted.map((c) => COLOUR_WORDS[c].ja).join('＋') };
}

/** A cell of the tableau ("C4"), or the block of four an upper tile sits on ("B2–C3"). */
export function placeName(cell: number, upper: boolean, grid: Grid): string {
  if (!upper) return alphaNumericName(cell, grid);
  const cells = blockCells(cell, grid);
  return `${alphaNumericName(cells[0], grid)}–${alphaNumericName(cells[3], grid)}`;
}

const joinEn = (parts: readonly string[]): string => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);
const COUNT_EN = ['', 'one', 'two', 'three', 'four', 'five', 'six'];

/** The tokens of a take: "blue, red and an ankh", "two reds and an ankh" / 「青・赤・アンク」「赤2つ・アンク」. */
export function tokensWords(tokens: readonly TokenType[]): Label {
  // Resources first in colour order, ankhs last: the way a player reads their hand.
  const order: TokenType[] = [...COLOURS, 'ankh'];
  const en: string[] = [];
  const ja: string[] = [];
  for (const type of order) {
    const n = tokens.filter((t) => t === type).length;
    if (n === 0) continue;
    const w = tokenWords(type);
    if (n === 1) en.push(type === 'ankh' ? 'an ankh' : w.en);
    else en.push(`${COUNT_EN[n] ?? n} ${w.en}s`);
    ja.push(n === 1 ? w.ja : `${w.ja}${n}つ`);
  }
  return { en: joinEn(en), ja: ja.join('・') };
}

export function tileInSlot(state: AnkhorState, slot: number): Tile | null {
  const id = state.offer[slot];
  return id === null || id === undefined ? null : (state.tiles[id] ?? null);
}

/** The heading a slot's purchases are gathered under: "Buy from slot 3: the green jackal, for blue + red". */
export function slotHeading(state: AnkhorState, slot: number): Label {
  const tile = tileInSlot(state, slot);
  const price = priceWords(state.prices[slot] ?? []);
  if (tile === null) return { en: `Buy from slot ${slot + 1} (empty)`, ja: `スロット${slot + 1}から買う（空）` };
  const t = theTile(tile);
  return { en: `Buy from slot ${slot + 1}: ${t.en}, for ${price.en}`, ja: `スロット${slot + 1}から買う：${t.ja}（${price.ja}）` };
}

/** What a stacked tile costs: one marker less, said as what is paid when only one way is open. */
function stackedCost(state: AnkhorState, move: BuyMove): Label {
  const price = state.prices[move.slot] ?? [];
  if (price.length <= 1) return { en: 'for nothing', ja: '無料' };
  const spared = discountOptions(current(state).tokens, price);
  if (spared.length === 1) {
    const paid = priceWords(withoutOne(price, spared[0]));
    return { en: `pay ${paid.en}`, ja: `${paid.ja}を払う` };
  }
  return { en: 'one resource less, of your choice', ja: '資源1つ分安く、どれかを選ぶ' };
}

function buyWords(state: AnkhorState, move: BuyMove): MoveWords {
  const tile = tileInSlot(state, move.slot);
  const group = slotHeading(state, move.slot);
  const place = placeName(move.cell, move.upper, state.options.grid);
  const it = tile === null ? { en: `the tile of slot ${move.slot + 1}`, ja: `スロット${move.slot + 1}のタイル` } : theTile(tile);
  if (!move.upper) return { en: `Put ${it.en} on ${place}`, ja: `${it.ja}を ${place} に置く`, group };
  const cost = stackedCost(state, move);
  return { en: `Stack ${it.en} on ${place} (${cost.en})`, ja: `${it.ja}を ${place} の上に重ねる（${cost.ja}）`, group };
}

/** The heading the takes are gathered under. */
export function takeHeading(state: AnkhorState): Label {
  const size = takeSize(supplyOf(state));
  return size === 3 ? { en: 'Take three tokens', ja: 'トークンを3つ取る' } : { en: 'Take the last tokens of the supply', ja: 'サプライに残ったトークンを取る' };
}

function takeWords(state: AnkhorState, move: TakeMove): MoveWords {
  const tokens = tokensWords(move.tokens);
  return { en: `Take ${tokens.en}`, ja: `${tokens.ja}を取る`, group: takeHeading(state) };
}

function refreshWords(state: AnkhorState, pile: number | null): MoveWords {
  const { discarded } = discardAndShift(state);
  const gone = discarded === null || state.tiles[discarded] === undefined ? null : theTile(state.tiles[discarded]);
  const en = gone === null ? '' : `; ${gone.en} is discarded`;
  const ja = gone === null ? '' : `、${gone.ja}を捨てる`;
  if (pile === null) return { en: `Refresh the offer, drawing nothing (an ankh${en})`, ja: `市場を詰め直す（アンク1つ${ja}、補充なし）` };
  return { en: `Refresh the offer from pile ${pile + 1} (an ankh${en})`, ja: `山${pile + 1}から市場を補充する（アンク1つ${ja}）` };
}

function movedTile(state: AnkhorState, move: Pick<ShiftMove, 'from' | 'upper'>): Label {
  const player = current(state);
  const id = (move.upper ? player.upper : player.base)[move.from];
  return id === null || id === undefined || state.tiles[id] === undefined ? { en: 'your tile', ja: '自分のタイル' } : theTile(state.tiles[id]);
}

/** The heading a tile's moves are gathered under: "Move the green jackal on C4 (an ankh)". */
export function shiftHeading(state: AnkhorState, move: Pick<ShiftMove, 'from' | 'upper'>): Label {
  const tile = movedTile(state, move);
  const from = placeName(move.from, move.upper, state.options.grid);
  return { en: `Move ${tile.en} on ${from} (an ankh)`, ja: `${from} の${tile.ja}を動かす（アンク1つ）` };
}

function shiftWords(state: AnkhorState, move: ShiftMove): MoveWords {
  const grid = state.options.grid;
  const tile = movedTile(state, move);
  const from = placeName(move.from, move.upper, grid);
  const to = placeName(move.to, move.upper, grid);
  return { en: `Move ${tile.en} from ${from} to ${to} (an ankh)`, ja: `${tile.ja}を ${from} から ${to} へ動かす（アンク1つ）`, group: shiftHeading(state, move) };
}

function endWords(state: AnkhorState): MoveWords {
  if (state.turn.main) return { en: 'End your turn', ja: '手番を終える' };
  return { en: 'Pass: end your turn without taking or buying', ja: 'パス：取らず買わずに手番を終える' };
}

export function describeAnkhorMove(state: AnkhorState, move: AnkhorMove): MoveWords {
  switch (move.type) {
    case 'take':
      return takeWords(state, move);
    case 'buy':
      return buyWords(state, move);
    case 'refresh':
      return refreshWords(state, move.pile);
    case 'move':
      return shiftWords(state, move);
    case 'end':
      return endWords(state);
  }
}

const isColourName = (option: string): option is Colour => (COLOURS as readonly string[]).includes(option);

/** An option of the open choice: a resource to return, or the resource a stacked tile spares. */
export function describeAnkhorChoice(state: AnkhorState, option: string): Label {
  const waiting = state.waiting;
  if (!isColourName(option)) return { en: option, ja: option };
  const colour = COLOUR_WORDS[option];
  if (waiting?.kind === 'excess') {
    const left = looseResources(current(state))[option];
    return { en: `Return a ${colour.en} token (${left} loose)`, ja: `${colour.ja}を1つ戻す（手元に${left}つ）` };
  }
  if (waiting?.kind === 'discount') {
    const paid = priceWords(withoutOne(state.prices[waiting.move.slot] ?? [], option));
    return { en: `Leave ${colour.en} unpaid: pay ${paid.en}`, ja: `${colour.ja}を払わない（${paid.ja}を払う）` };
  }
  return colour;
}

/** The prompt of what the game waits for, in both languages. */
export function pendingWords(state: AnkhorState): Label | null {
  const waiting = state.waiting;
  if (waiting === null) return null;
  const name = playerName(state.toMove);
  switch (waiting.kind) {
    case 'excess': {
      const loose = looseResources(current(state));
      const held = COLOURS.reduce((a, c) => a + loose[c], 0);
      return {
        en: `${name} holds ${held} resources, ${RESOURCE_LIMIT} allowed: return one`,
        ja: `${name} の資源は${held}個（上限${RESOURCE_LIMIT}個）：1つ戻す`,
      };
    }
    case 'discount': {
      const tile = tileInSlot(state, waiting.move.slot);
      const it = tile === null ? { en: 'a tile', ja: 'タイル' } : theTile(tile);
      const place = placeName(waiting.move.cell, true, state.options.grid);
      return {
        en: `${name} stacks ${it.en} on ${place} for one resource less: which one is not paid?`,
        ja: `${name} が${it.ja}を ${place} の上に重ねる（資源1つ分安い）：払わない資源は？`,
      };
    }
    case 'reveal':
      return {
        en: `Turn up the top tile of pile ${waiting.pile + 1} for slot ${waiting.slots[0] + 1} and enter it`,
        ja: `山${waiting.pile + 1}の一番上のタイルをめくってスロット${waiting.slots[0] + 1}に置き、入力する`,
      };
    case 'prices':
      return { en: 'Enter the price markers as laid out above the six slots', ja: '6つのスロットの上に並べた価格マーカーを入力する' };
  }
}
