// What each light role means, in words for the legend beside the board, in both languages.
import type { Label } from '../../rules/index.ts';
import type { Role } from './roles.ts';

export const ROLE_WORDS: Record<Role, Label> = {
  selected: { en: 'the piece in your hand', ja: '持ち上げた駒' },
  target: { en: 'where it may go', ja: '動かせる先' },
  capture: { en: 'where it takes a piece', ja: '駒を取れる先' },
  cast: { en: 'where it may go if the sticks allow', ja: '棒の結果次第で動かせる先' },
  step: { en: 'a square it may step over', ja: '踏める升' },
  error: { en: 'something wrong here', ja: 'ここが誤り' },
  clear: { en: 'take the piece off here', ja: 'ここの駒を取り除く' },
  fill: { en: 'put a piece here', ja: 'ここに駒を置く' },
  last: { en: 'the last move', ja: '直前の手' },
  confirm: { en: 'a move just made', ja: '確定した手' },
  hint: { en: 'where a piece may be put', ja: '置ける場所' },
  centre: { en: 'the start area', ja: '開始の区域' },
  heads: { en: 'a stick that fell heads', ja: '表が出た棒' },
  score: { en: 'a scored area', ja: '得点した区域' },
  gold: { en: 'a bonus', ja: 'ボーナス' },
  site: { en: 'a fixed feature of the site', ja: '盤面の固定物' },
  suggest: { en: 'a hint: a good move, its piece and where it goes', ja: 'ヒント：よい手（動かす駒と行き先）' },
  pick: { en: 'tap here (or press next) to choose or confirm', ja: 'ここを軽く持ち上げて選ぶ・確定する（次へボタンでも可）' },
};
