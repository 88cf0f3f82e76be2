// Ankh'or in the page's language: a tile's name (the host says it in English; in Japanese it is
// said from its colour, animal or kind and points, as the rules' words say them), colours and
// group keys by the game's names, and lists joined as each language joins them.
import { t } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import { COLOUR_WORDS, SYMBOL_WORDS, type TileFace, type Token } from './ankhor-model.ts';

/** The plain noun of a tile that is not an animal tile (rules/ankhor/words.ts). */
const KIND_JA: Record<string, string> = { vp: 'タイル', warehouse: '倉庫', scribe: '書記', desert: '砂漠', blank: 'タイル' };
const ANIMAL_JA: Record<string, string> = { jackal: 'ジャッカル', beetle: 'スカラベ', falcon: 'ハヤブサ' };

/** "red desert", "black tile (1 VP)" / 「赤の砂漠」「黒のタイル（1 勝利点）」. */
export function tileName(face: TileFace): string {
  const noun = face.kind === 'animal' ? ANIMAL_JA[face.animal] ?? face.animal : KIND_JA[face.kind] ?? face.kind;
  const extra = face.kind !== 'animal' && ANIMAL_JA[face.animal] !== undefined ? `（${ANIMAL_JA[face.animal]}）` : '';
  const vp = face.vp > 0 ? `（${face.vp} 勝利点）` : '';
  return inWords({ en: face.text, ja: `${COLOUR_WORDS[face.color].ja}の${noun}${extra}${vp}` });
}

/** A token's colour, or a group's key (a colour or an animal), by the game's name for it. */
export const keyWords = (key: string): string => inWords(COLOUR_WORDS[key as Token] ?? SYMBOL_WORDS[key], key);

/** "P1 and P2" / 「P1・P2」. */
export const both = (names: readonly string[]): string => names.join(t('ankhor.and'));
/** "a, b" / 「a、b」. */
export const listed = (items: readonly string[]): string => items.join(t('ankhor.sep'));
