// The assistant's moves in words, English and Japanese, for the dashboard's buttons and the move
// log: who does what and what it brings. Missions by their number and the aid's text, a `set` by
// what it changes in the player's holdings (not its JSON), the score markers by round.
import type { Json, Label, MoveWords } from '../contract.ts';
import { missionById } from './data/missions.ts';
import { MAMA_KILLA_VP, MISSION_VP } from './complete.ts';
import { formatHoldings, parseHoldings } from './holdings.ts';
import { FIELD_WORDS, holdingsChanges, type HoldingsKey } from './holdings-words.ts';
import { mergePatch } from './merge-patch.ts';
import type { CuzcoMove, CuzcoState, Seat, Via } from './types.ts';

/** More changed items than this are summarised by the fields they are in. */
export const MAX_LISTED_CHANGES = 4;

/** The mission's text as the aid gives it (ja) and as we summarise it (en), without the final stop. */
export function missionTitle(id: string): Label {
  const mission = missionById(id);
  if (mission === undefined) return { en: `mission ${id}`, ja: `任務 ${id}` };
  return { en: mission.en.replace(/\.$/, ''), ja: mission.ja.replace(/。$/, '') };
}

/** The prompt of the score-marker entry. */
export function markersWords(round: number): Label {
  return { en: `Round ${round} is closed: enter every player's score marker`, ja: `ラウンド ${round} が終了: 全員の得点マーカーを入力` };
}

function fieldNames(keys: string[]): Label {
  const named = keys.map((k) => (Object.hasOwn(FIELD_WORDS, k) ? FIELD_WORDS[k as HoldingsKey] : { en: k.slice(0, 20), ja: k.slice(0, 20) }));
  return { en: named.map((n) => n.en).join(', '), ja: named.map((n) => n.ja).join('、') };
}

function corrected(player: Seat, keys: string[]): Label {
  if (keys.length === 0) return { en: `${player}'s holdings: nothing entered`, ja: `${player} の持ち物: 入力なし` };
  const names = fieldNames(keys);
  return { en: `${player}'s holdings corrected: ${names.en}`, ja: `${player} の持ち物を修正: ${names.ja}` };
}

/** A `set`: the new values of what it changes; many changes by their fields; a patch that does not apply by the fields it names. */
function setWords(state: CuzcoState, player: Seat, patch: { [key: string]: Json }): Label {
  const before = state.seats.includes(player) ? state.players[player] : undefined;
  const after = before === undefined ? undefined : parseHoldings(mergePatch(formatHoldings(before), patch), player);
  if (before === undefined || after === undefined || !after.ok) return corrected(player, Object.keys(patch));
  const changes = holdingsChanges(before, after.value);
  if (changes.length === 0) return { en: `${player}'s holdings: no change`, ja: `${player} の持ち物: 変更なし` };
  if (changes.length > MAX_LISTED_CHANGES) return corrected(player, [...new Set(changes.map((c) => c.key))]);
  return {
    en: `${player}'s holdings: ${changes.map((c) => c.words.en).join(', ')}`,
    ja: `${player} の持ち物: ${changes.map((c) => c.words.ja).join('、')}`,
  };
}

/** The mission's text inside a sentence: its first letter small unless a name ("Inti", "S-01"). */
function inSentence(title: string): string {
  return /^[A-Z][a-z]/.test(title) && !title.startsWith('Inti') ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

function completeWords(state: CuzcoState, player: Seat, id: string, via: Via): MoveWords {
  const title = missionTitle(id);
  const what = { en: `${player} completes mission ${id}, ${inSentence(title.en)}`, ja: `任務 ${id}（${title.ja}）を完了` };
  const atEnd = state.stage === 'end' ? { en: ', added to the final score', ja: '（最終得点に加算）' } : { en: '', ja: '' };
  if (via === 'met') return { en: `${what.en}: ${MISSION_VP} VP${atEnd.en}`, ja: `${player} が${what.ja}: ${MISSION_VP} 勝利点${atEnd.ja}` };
  // Card 04's completions are many and secondary: gathered per player under one heading.
  const group = { en: `${player}: missions one short, with card 04`, ja: `${player}: カード 04 で条件 1 つ不足の任務を完了` };
  if (via === 'mamakilla') {
    return {
      en: `${what.en}, one short, with Mama Killa's card 04 (pays the card and an offering): ${MAMA_KILLA_VP} VP${atEnd.en}`,
      ja: `${player} がママキリャのカード 04 で、条件 1 つ不足の${what.ja}（カードと奉納品 1 個を支払う）: ${MAMA_KILLA_VP} 勝利点${atEnd.ja}`,
      group,
    };
  }
  return {
    en: `${what.en}, one short, with card 04 through an Inti medal (pays the medal): ${MAMA_KILLA_VP} VP${atEnd.en}`,
    ja: `${player} がインティメダルでカード 04 を使い、条件 1 つ不足の${what.ja}（メダルを支払う）: ${MAMA_KILLA_VP} 勝利点${atEnd.ja}`,
    group,
  };
}

export function describeMove(state: CuzcoState, move: CuzcoMove): MoveWords {
  switch (move.type) {
    case 'set': return setWords(state, move.player, move.patch);
    case 'complete': return completeWords(state, move.player, move.mission, move.via);
    case 'track':
      return { en: `Correct ${move.player}'s marker after round ${move.round}: ${move.vp}`, ja: `ラウンド ${move.round} 終了時の ${move.player} の得点マーカーを ${move.vp} に修正` };
    case 'round':
      return { en: `Close round ${state.round} (then enter the score markers)`, ja: `ラウンド ${state.round} を終了（続いて得点マーカーを入力）` };
    case 'end':
      return { en: 'End the game: final ranking', ja: 'ゲームを終了: 最終順位' };
  }
}
