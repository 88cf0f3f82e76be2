// The Cuzco assistant's sentences on where the game stands, from the catalogue: the stage in
// words and what to do now (the host's prompt is English only; the page says it from the stage).
import { t } from '../../i18n.ts';
import type { CuzcoView } from './cuzco-data.ts';

const STAGE = { play: 'cuzco.stage.play', markers: 'cuzco.stage.markers', end: 'cuzco.stage.end', over: 'cuzco.stage.over' } as const;
const PROMPT = { play: 'cuzco.prompt.play', markers: 'cuzco.prompt.markers', end: 'cuzco.prompt.end', over: 'cuzco.prompt.over' } as const;
/** Under the round's heading the round is not said again: "Now: …" where the prompt starts with it. */
const NOW = { play: 'cuzco.now.play', markers: 'cuzco.now.markers', end: 'cuzco.prompt.end', over: 'cuzco.prompt.over' } as const;

export const stageWords = (view: CuzcoView): string => t(STAGE[view.stage]);
export const promptWords = (view: CuzcoView): string => t(PROMPT[view.stage], { round: view.round, rounds: view.rounds });
export const nowWords = (view: CuzcoView): string => t(NOW[view.stage], { round: view.round, rounds: view.rounds });

/** A list in the page's language: "a, b" / 「a、b」. */
export const listed = (items: readonly string[]): string => items.join(t('cuzco.sep.comma'));
/** Parts of one entry: "a; b" / 「a、b」. */
export const parts = (items: readonly string[]): string => items.join(t('cuzco.sep.semi'));
