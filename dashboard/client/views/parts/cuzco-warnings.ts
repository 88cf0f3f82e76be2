// What cannot be true at one table (rules/cuzco/warnings.ts), in the page's language. The host
// says its warnings in English only, so each known sentence is read back into its parts and said
// again from the catalogue; a sentence not known is shown as the host wrote it.
import { t } from '../../i18n.ts';
import { inWords } from '../../lang.ts';
import type { CuzcoView } from './cuzco-data.ts';
import { parts } from './cuzco-words.ts';

const seats = (text: string): string => text.split(' and ').join(t('cuzco.warn.and'));

/** "P1 orange feather, 4 VP, inner circle" with the feather and the circle in the page's words. */
function printed(view: CuzcoView, entry: string): string {
  const m = /^(\S+) (\S+) feather, (\d+) VP, (\S+) circle$/.exec(entry);
  if (m === null) return entry;
  const [, seat, feather, vp, circle] = m;
  return t('cuzco.warn.printed', { seat, feather: inWords(view.words.feathers[feather], feather), vp, circle: inWords(view.words.circles[circle], `${circle} circle`) });
}

export function warningWords(view: CuzcoView, warning: string): string {
  let m = /^turn-order tile (\d+) is held by (.+)$/.exec(warning);
  if (m) return t('cuzco.warn.turnShared', { tile: m[1], seats: seats(m[2]) });
  m = /^(\S+) holds turn-order tile (\d+), but there are (\d+) players$/.exec(warning);
  if (m) return t('cuzco.warn.turnTooHigh', { seat: m[1], tile: m[2], players: m[3] });
  m = /^village (\d+) is entered differently: (.+)$/.exec(warning);
  if (m) return t('cuzco.warn.village', { village: m[1], entries: parts(m[2].split('; ').map((e) => printed(view, e))) });
  m = /^village (\d+): the quipu of (.+) are all marked on top; mark the lower ones covered$/.exec(warning);
  if (m) return t('cuzco.warn.onTop', { village: m[1], seats: seats(m[2]) });
  m = /^village (\d+): every quipu there is marked covered; one lies on top$/.exec(warning);
  if (m) return t('cuzco.warn.allCovered', { village: m[1] });
  m = /^(\d+) (research|farm) tiles with ability (\d+) are entered, but only 3 exist$/.exec(warning);
  if (m) return t(m[2] === 'research' ? 'cuzco.warn.research' : 'cuzco.warn.farm', { n: m[1], ability: m[3] });
  return warning;
}
