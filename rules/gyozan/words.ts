// 行山 in words, for a newcomer who reads no notation: each action with what it costs and brings,
// the options of an effect's choice, and the prompts of the effects' casts and choices, in
// English and Japanese. Cards keep the names the game writes (黒兵, 赤王, 皇, 無), with the piece's
// English name beside them in English ("black 兵 (soldier)"); rice is 米, coins 銭.
import type { Label, MoveWords } from '../contract.ts';
import { cardName } from './cards.ts';
import type { Card, Kind } from './cards.ts';
import { squareName } from './route.ts';
import { cardCost, current, moveCost, playerName } from './turn.ts';
import { DISCARD_RICE, RICE_PER_COIN, WEAR } from './types.ts';
import type { GyozanMove, GyozanState } from './types.ts';

/** The pieces' English names (those of Cetkaik's pieces; 皇 is the tam, 無 the blank card). */
const KIND_EN: Readonly<Record<Kind, string>> = {
  無: 'blank', 船: 'boat', 兵: 'soldier', 弓: 'archer', 車: 'chariot', 虎: 'tiger', 馬: 'horse', 筆: 'scribe', 巫: 'shaman', 将: 'general', 王: 'king', 皇: 'tam',
};

/** What an installed card does, from its owner's next turn on. */
export const EFFECT: Readonly<Record<Kind, Label>> = {
  無: { en: 'no effect', ja: '効果なし' },
  船: { en: '1 rice each turn', ja: '毎番 米 1' },
  兵: { en: 'the hand holds 1 card more', ja: '手札の上限 +1' },
  弓: { en: 'each move goes 1 square further', ja: '移動が 1 マス延びる' },
  車: { en: 'installing and the rice move cost 1 less', ja: '設置と米の移動が 1 安くなる' },
  虎: { en: 'each turn takes 1 rice or 1 coin from an opponent', ja: '毎番 相手から米か銭を 1 奪う' },
  馬: { en: 'each move goes 2 squares further', ja: '移動が 2 マス延びる' },
  筆: { en: 'each turn a cast of 3 or less shields from 虎 and 将, of 4 or more brings 2 coins', ja: '毎番 棒を投げ、3 以下で虎と将を受けない、4 以上で銭 2' },
  巫: { en: 'each turn a cast of 3 or less halves the move\'s cost, of 4 or more advances the piece', ja: '毎番 棒を投げ、3 以下で移動が半額、4 以上で駒が進む' },
  将: { en: 'each turn a cast of 3 or less puts a 20-point stick on a card, of 4 or more destroys a card', ja: '毎番 棒を投げ、3 以下でカードに 20 点棒、4 以上でカードを壊す' },
  王: { en: '2 coins each turn', ja: '毎番 銭 2' },
  皇: { en: 'the piece advances each turn', ja: '毎番 駒が進む' },
};

/** What a cast for a card brings, low (3 or less) and high (4 or more); `who` is its owner. */
function castOutcomes(kind: Kind, who: string): Label {
  switch (kind) {
    case '筆':
      return { en: `3 or less: 虎 and 将 cannot touch ${who} until its next turn; 4 or more: 2 coins`, ja: `3 以下：次の番まで虎と将を受けない、4 以上：銭 2` };
    case '巫':
      return { en: '3 or less: this turn\'s move costs half; 4 or more: the piece advances', ja: '3 以下：今回の移動が半額、4 以上：駒が進む' };
    default:
      return { en: '3 or less: a 20-point stick on a card; 4 or more: a card destroyed', ja: '3 以下：カードに 20 点棒、4 以上：カードを壊す' };
  }
}

/** A particle after words that may end in a number, spaced as Japanese sets numbers among kana (`米 5 を`, `黒兵を`). */
const then = (ja: string, particle: string) => (/[0-9]$/.test(ja) ? `${ja} ${particle}` : ja + particle);

/** A card by the name the game writes, with the piece's English name: `black 兵 (soldier)` / `黒兵`. */
export function cardWords(card: Card): Label {
  const colour = card.color === null ? '' : `${card.color} `;
  return { en: `${colour}${card.kind} (${KIND_EN[card.kind]})`, ja: cardName(card) };
}

/** An amount of rice or coins: `10 rice`, `1 coin` / `米 10`, `銭 1`. */
export function amountWords(amount: number, what: 'rice' | 'coins'): Label {
  if (what === 'rice') return { en: `${amount} rice`, ja: `米 ${amount}` };
  return { en: `${amount} coin${amount === 1 ? '' : 's'}`, ja: `銭 ${amount}` };
}

/** The headings the exchanges and the discards are gathered under. */
export const EXCHANGE_GROUP: Label = { en: `Exchange rice for coins (${RICE_PER_COIN} rice a coin)`, ja: `米を銭に両替（米 ${RICE_PER_COIN} で銭 1）` };
export const DISCARD_GROUP: Label = { en: `Discard cards for rice (${DISCARD_RICE} a card)`, ja: `カードを捨てて米を得る（1 枚 米 ${DISCARD_RICE}）` };

/** What a card costs to install or dismantle: `for 2 rice` / `米 2`, or `for nothing` / `無料`. */
function priceWords(cost: { amount: number; in: 'rice' | 'coins' }): Label {
  if (cost.amount === 0) return { en: 'for nothing', ja: '無料' };
  const amount = amountWords(cost.amount, cost.in);
  return { en: `for ${amount.en}`, ja: amount.ja };
}

const squares = (n: number): Label => ({ en: `${n} square${n === 1 ? '' : 's'}`, ja: `${n} マス` });

/** Which of a player's installed cards, told apart from another of the same name by its place in the row. */
function installedWords(state: GyozanState, p: number, slot: number): Label {
  const installed = state.players[p].installed;
  const card = cardWords(installed[slot].card);
  const twin = installed.some((s, i) => i !== slot && cardName(s.card) === cardName(installed[slot].card));
  return twin ? { en: `${card.en} (card ${slot + 1} of the row)`, ja: `${card.ja}（${slot + 1} 枚目）` } : card;
}

export function describeGyozanMove(state: GyozanState, move: GyozanMove): MoveWords {
  const p = current(state);
  const who = playerName(p);
  const player = state.players[p];
  switch (move.type) {
    case 'exchange': {
      const rice = amountWords(move.coins * RICE_PER_COIN, 'rice');
      const coins = amountWords(move.coins, 'coins');
      return {
        en: `${who} buys ${coins.en} for ${rice.en}`,
        ja: `${who} が${then(rice.ja, 'を')}${then(coins.ja, 'に')}両替`,
        group: EXCHANGE_GROUP,
      };
    }
    case 'dismantle': {
      const slot = player.installed[move.slot - 1];
      if (slot === undefined) return { en: `${who} dismantles card ${move.slot}`, ja: `${who} が ${move.slot} 枚目を解体` };
      const card = installedWords(state, p, move.slot - 1);
      const paid = priceWords(cardCost(player, slot.card));
      return { en: `${who} dismantles its ${card.en} ${paid.en}`, ja: `${who} が${card.ja}を解体（${paid.ja}）` };
    }
    case 'install': {
      const card = cardWords(move.card);
      const paid = priceWords(cardCost(player, move.card));
      const effect = EFFECT[move.card.kind];
      const lasts = move.card.color === 'black' ? { en: `, for ${WEAR} turns`, ja: ` ${WEAR} 番` } : { en: '', ja: '' };
      return {
        en: `${who} installs ${card.en} ${paid.en}: ${effect.en} (from the next turn${lasts.en})`,
        ja: `${who} が${card.ja}を設置（${paid.ja}）：${effect.ja}（次の番から${lasts.ja}）`,
      };
    }
    case 'discard': {
      const rice = amountWords(DISCARD_RICE * move.cards.length, 'rice');
      const cards = countedCards(move.cards);
      return {
        en: `${who} discards ${cards.en} for ${rice.en}`,
        ja: `${who} が${then(cards.ja, 'を')}捨てて${rice.ja}`,
        group: DISCARD_GROUP,
      };
    }
    case 'cash':
      return { en: `${who} throws a 無 (blank) away for 2 coins`, ja: `${who} が無を捨てて銭 2` };
    case 'move': {
      const cost = amountWords(moveCost(state, player, move.pay), move.pay);
      const went = travel(state, p, move.to);
      return {
        en: `${who} pays ${cost.en} and moves the piece ${went.en}`,
        ja: `${who} が${then(cost.ja, 'を')}払い、駒を ${went.ja}`,
      };
    }
    case 'advance': {
      const waiting = state.waiting;
      const slot = waiting === null ? undefined : player.installed[waiting.card];
      const went = travel(state, p, move.to);
      if (slot === undefined) return { en: `${who}'s piece moves ${went.en}`, ja: `${who} の駒を ${went.ja}` };
      const card = cardWords(slot.card);
      return { en: `Free advance by ${who}'s ${card.en}: the piece moves ${went.en}`, ja: `${who} の${card.ja}の効果（無料）：駒を ${went.ja}` };
    }
    case 'end':
      return { en: `${who} ends the turn without moving the piece`, ja: `${who} は駒を進めずに番を終える` };
  }
}

/** `2 × black 兵 (soldier) and red 車 (chariot)` / `黒兵 2 枚・赤車`. */
function countedCards(cards: readonly Card[]): Label {
  const counted: { card: Card; n: number }[] = [];
  for (const card of cards) {
    const seen = counted.find((c) => cardName(c.card) === cardName(card));
    if (seen) seen.n++;
    else counted.push({ card, n: 1 });
  }
  const en = counted.map(({ card, n }) => (n === 1 ? cardWords(card).en : `${n} × ${cardWords(card).en}`));
  const ja = counted.map(({ card, n }) => (n === 1 ? cardName(card) : `${cardName(card)} ${n} 枚`));
  return { en: en.length === 1 ? en[0] : `${en.slice(0, -1).join(', ')} and ${en[en.length - 1]}`, ja: ja.join('・') };
}

/** How far the piece goes and where it lands: `2 squares to TU`, `to the 皇山 (ZO): P1 wins`. */
function travel(state: GyozanState, p: number, to: number): Label {
  const route = state.options.routes[p];
  const index = route.indexOf(to);
  const n = squares(Math.max(0, index - state.players[p].at));
  if (index === route.length - 1) {
    const who = playerName(p);
    return { en: `${n.en} to the 皇山 (${squareName(to)}), and ${who} wins`, ja: `${n.ja}進めて皇山（${squareName(to)}）へ、${who} の勝ち` };
  }
  return { en: `${n.en} to ${squareName(to)}`, ja: `${n.ja}進めて ${squareName(to)} へ` };
}

/** An option of an effect's choice: 虎's `P2 rice` / `P2 coin`, 将's `P2 1 赤王`. */
export function describeGyozanChoice(state: GyozanState, option: string): Label {
  const [target, what] = option.split(' ');
  const q = Number(target.slice(1)) - 1;
  const other = state.players[q];
  const waiting = state.waiting;
  if (other === undefined || waiting === null || waiting.kind !== 'choice') return { en: option, ja: option };
  if (waiting.purpose === 'steal') {
    const key = what === 'rice' ? 'rice' : 'coins';
    const one = amountWords(1, key);
    const has = amountWords(other[key], key);
    return { en: `Take ${one.en} from ${target} (who has ${has.en})`, ja: `${target} から${then(one.ja, 'を')}奪う（${target} は${has.ja}）` };
  }
  const slot = Number(what) - 1;
  const installed = other.installed[slot];
  if (installed === undefined) return { en: option, ja: option };
  const card = installedWords(state, q, slot);
  if (waiting.purpose === 'stick') {
    const sticks = installed.sticks + 1;
    const gone = sticks >= WEAR ? { en: ', and it goes at its owner\'s next turn', ja: '、持ち主の次の番に外れる' } : { en: '', ja: '' };
    return {
      en: `A 20-point stick on ${target}'s ${card.en}: ${sticks} on it then${gone.en}`,
      ja: `${target} の${card.ja}に 20 点棒（計 ${sticks} 本${gone.ja}）`,
    };
  }
  return { en: `Destroy ${target}'s ${card.en}`, ja: `${target} の${card.ja}を壊す` };
}

/** The prompt of what an effect waits for: the cast of a 筆, 巫 or 将, or 虎's or 将's choice. */
export function pendingWords(state: GyozanState): Label | null {
  const waiting = state.waiting;
  if (waiting === null || waiting.kind === 'advance') return null;
  const p = current(state);
  const who = playerName(p);
  const slot = state.players[p].installed[waiting.card];
  if (slot === undefined) return null;
  const card = cardWords(slot.card);
  if (waiting.kind === 'cast') {
    const outcomes = castOutcomes(slot.card.kind, who);
    return { en: `${who}'s ${card.en}: cast the sticks (${outcomes.en})`, ja: `${who} の${card.ja}：棒を投げる（${outcomes.ja}）` };
  }
  switch (waiting.purpose) {
    case 'steal':
      return { en: `${who}'s ${card.en} takes 1 rice or 1 coin: from whom?`, ja: `${who} の${card.ja}：誰から米か銭を 1 奪う？` };
    case 'stick':
      return { en: `${who}'s ${card.en} puts a 20-point stick on a card: which?`, ja: `${who} の${card.ja}：20 点棒を置くカードは？` };
    case 'destroy':
      return { en: `${who}'s ${card.en} destroys a card: which?`, ja: `${who} の${card.ja}：壊すカードは？` };
  }
}
