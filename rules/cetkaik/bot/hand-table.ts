// Hands (役) scored from a side's held pieces as 20 counts (colour × 10 + kind), the way the
// search holds them: the same answers as hands.ts's scoreHands, without objects or strings, so
// the evaluation can ask after every capture. A hand is a bit: 2 × rule for the plain version,
// 2 × rule + 1 for the same-colour one; a capture forms a new hand when it sets a new bit.
import type { HandList } from '../hands.ts';
import { DAU2, GUA2, IO, KAUK2, KAUN1, KUA2, MAUN1, NUAK1, TUK2, UAI1 } from '../pieces.ts';

export interface HandRule {
  name: string;
  /** Pieces needed per kind index (船兵弓車虎馬筆巫将王). */
  needs: Int8Array;
  value: number;
  /** Value of the same-colour version, or -1 when the hand has none. */
  flash: number;
}

export interface HandTable {
  list: HandList;
  rules: readonly HandRule[];
  /** 王 stands in for one other kind of its own colour (the official list only). */
  wildcard: boolean;
}

function rule(name: string, kinds: number[], value: number, flash: number): HandRule {
  const needs = new Int8Array(10);
  for (const kind of kinds) needs[kind]++;
  return { name, needs, value, flash };
}

// The official table (values as in hands.ts; 王 always counts 5 and has no same-colour version).
const OFFICIAL: HandTable = {
  list: 'official',
  wildcard: true,
  rules: [
    rule('無抗行処', [NUAK1, KAUK2, GUA2, KAUN1, DAU2, MAUN1, KUA2, TUK2, UAI1, IO], 50, 52),
    rule('筆兵無傾', [KAUK2, GUA2, UAI1, KUA2, TUK2], 10, 12),
    rule('地心', [KUA2, TUK2, UAI1], 7, 9),
    rule('馬弓兵', [MAUN1, GUA2, KAUK2], 5, 7),
    rule('行行', [NUAK1, KAUN1, MAUN1], 5, 7),
    rule('王', [IO], 5, -1),
    rule('獣', [DAU2, MAUN1], 3, 5),
    rule('戦集', [UAI1, KAUK2, KAUK2], 3, 5),
    rule('助友', [KAUN1, KAUK2, KAUK2], 3, 5),
    rule('闇戦之集', [KAUK2, KAUK2, KAUK2, KAUK2, KAUK2], 3, 5),
  ],
};

// The school list: no same-colour versions, no wildcard.
const KYOUIKU: HandTable = {
  list: 'kyouiku',
  wildcard: false,
  rules: [
    rule('将巫兵', [UAI1, TUK2, KAUK2], 5, -1),
    rule('車弓兵', [KAUN1, GUA2, KAUK2], 5, -1),
    rule('王', [IO], 3, -1),
    rule('船兵兵', [NUAK1, KAUK2, KAUK2], 3, -1),
  ],
};

export function handTable(list: HandList): HandTable {
  return list === 'official' ? OFFICIAL : KYOUIKU;
}

const total = new Uint8Array(10);

/**
 * Whether pieces `have` (10 counts) meet a rule's needs with up to `spare` wildcards, each
 * standing in for one missing piece of any kind but 王 (a 王 the rule itself needs is no spare).
 */
function met(needs: Int8Array, have: Uint8Array, offset: number, spare: number): boolean {
  if (have[offset + IO] < needs[IO]) return false;
  let missing = 0;
  for (let kind = 0; kind < IO; kind++) {
    const short = needs[kind] - have[offset + kind];
    if (short > 0) missing += short;
  }
  return missing <= Math.max(0, spare);
}

/** The hands a side's held pieces form, as bits (see above). */
export function handMask(counts: Uint8Array, table: HandTable): number {
  for (let kind = 0; kind < 10; kind++) total[kind] = counts[kind] + counts[10 + kind];
  const rules = table.rules;
  let mask = 0;
  for (let r = 0; r < rules.length; r++) {
    const { needs, flash } = rules[r];
    if (flash >= 0) {
      let same = false;
      for (let color = 0; color < 2 && !same; color++) {
        const offset = color * 10;
        same = met(needs, counts, offset, table.wildcard ? counts[offset + IO] - needs[IO] : 0);
      }
      if (same) {
        mask |= 1 << (2 * r + 1);
        continue;
      }
    }
    if (met(needs, total, 0, table.wildcard ? total[IO] - needs[IO] : 0)) mask |= 1 << (2 * r);
  }
  return mask;
}

/** Points of the hands in a mask. */
export function maskPoints(mask: number, table: HandTable): number {
  let points = 0;
  const rules = table.rules;
  for (let r = 0; r < rules.length; r++) {
    if ((mask >>> (2 * r + 1)) & 1) points += rules[r].flash;
    else if ((mask >>> (2 * r)) & 1) points += rules[r].value;
  }
  return points;
}

/** The names of the hands in a mask, in table order (`同色` marks a same-colour version). */
export function maskNames(mask: number, table: HandTable): string[] {
  const names: string[] = [];
  table.rules.forEach((rule, r) => {
    if ((mask >>> (2 * r + 1)) & 1) names.push(`同色${rule.name}`);
    else if ((mask >>> (2 * r)) & 1) names.push(rule.name);
  });
  return names;
}

/** Whether `after` holds a hand (or a same-colour upgrade) that `before` did not. */
export function formsNewHand(before: number, after: number): boolean {
  return (after & ~before) !== 0;
}

/**
 * How far the held pieces are along the hands not yet formed: for each, its value times the
 * square of the share of its pieces already held (wildcards counted), summed. A guide for the
 * evaluation, not a rule: a hand one piece short is worth much more than one with one piece.
 */
export function handProgress(counts: Uint8Array, mask: number, table: HandTable): number {
  for (let kind = 0; kind < 10; kind++) total[kind] = counts[kind] + counts[10 + kind];
  const rules = table.rules;
  let progress = 0;
  for (let r = 0; r < rules.length; r++) {
    if ((mask >>> (2 * r)) & 3) continue;
    const { needs, value } = rules[r];
    let need = 0;
    let have = 0;
    for (let kind = 0; kind < 10; kind++) {
      need += needs[kind];
      have += Math.min(needs[kind], total[kind]);
    }
    if (table.wildcard && needs[IO] === 0) have = Math.min(need, have + total[IO]);
    const share = have / need;
    progress += value * share * share;
  }
  return progress;
}
