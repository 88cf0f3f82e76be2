// Terra Pyramides in the page's language: the game's own names (block colours, strategy cards,
// the lines) kept beside the data in both languages, and the page's sentences from the catalogue.
import { t } from '../../i18n.ts';
import { inWords, type Words } from '../../lang.ts';

/** The block and pyramid colours as the rules name them (rules/terra/symbol-words.ts). */
const COLOURS_JA: Record<string, string> = {
  red: '赤', blue: '青', green: '緑', yellow: '黄', grey: '灰', gray: '灰', brown: '茶', white: '白',
  black: '黒', purple: '紫', orange: '橙', pink: '桃',
};
/** A colour of an owner's data we do not know keeps its own name. */
export const colourWords = (colour: string): string => inWords({ en: colour, ja: COLOURS_JA[colour] ?? colour });

/** The strategy cards (version 3). */
const CARD_NAMES: Record<string, Words> = {
  burial: { en: 'Burial goods', ja: '副葬品' },
  eyes: { en: 'Eyes', ja: 'ホルスの目' },
  oases: { en: 'Oases', ja: 'オアシス' },
  nile: { en: 'Nile', ja: 'ナイル' },
  highest: { en: 'Highest pyramid', ja: '最も高いピラミッド' },
  most: { en: 'Most buildings', ja: '最多の建物' },
};
export const cardName = (card: string): string => inWords(CARD_NAMES[card], card);

/** The lines a placed tile opens, by the rules' names for them. */
const LINES: Record<string, Words> = {
  row: { en: 'row', ja: '横の列' },
  column: { en: 'column', ja: '縦の列' },
  'diagonal down': { en: 'diagonal down', ja: '右下がりの斜めの列' },
  'diagonal up': { en: 'diagonal up', ja: '右上がりの斜めの列' },
};
export const lineName = (name: string): string => inWords(LINES[name], name);

/** The mission's team, or a seat as it is. */
export const ownerName = (owner: string): string => (owner === 'team' ? t('terra.team') : owner);

/**
 * The data's own note (an English sentence of its file): in Japanese the catalogue's account of
 * the invented demo data stands for it.
 */
export const dataNote = (note: string): string => inWords({ en: note, ja: t('terra.invented.note', {}, 'ja') });
