// The Activity panel: the latest events of the selected game, one line each, in the page's
// language. The lines' words come from the message catalogue (`event.<type>`); a reason the host
// made says its code (`said`, a refusal's `code`) and the catalogue's `reason.<code>` says it in
// another language. English pages keep the host's own text, the most exact; a code the
// catalogue does not know yet (a new game's, a newer host's) reads in that English too.
import { el } from '../dom.ts';
import { isKey, t, type Key, type Params } from '../i18n.ts';
import { inWords, pageLang, type Lang, type Words } from '../lang.ts';
import type { GameDetail, HostEvent } from '../types.ts';

const ACTIVITY_LIMIT = 30;

type Said = { code: string; params?: Params };


/** A reason in `lang`: the catalogue's words for its code, else the English the event carries. */
export function reasonText(english: string, said: Said | undefined, lang: Lang): string {
  if (lang === 'en' || said === undefined) return english;
  const key = `reason.${said.code}`;
  return isKey(key) ? t(key, said.params, lang) : english;
}

/** Words the game gave in both languages, else its own text as it is. */
/** Words the host gives in both languages (teaching events), in `lang`. */
const labelIn = (words: Words | null | undefined, fallback: string, lang: Lang): string => (words ? words[lang] || words.en : fallback);
const wordsOr = (words: Words | undefined, text: string, lang: Lang): string => (words && lang !== 'en' ? words[lang] || text : text);

/** A link state in words (a state this page does not know: as the host wrote it). */
function linkState(state: string, lang: Lang): string {
  const key = `event.linkState.${state}`;
  return lang !== 'en' && isKey(key) ? t(key, undefined, lang) : state;
}

/**
 * A cast's purpose in words: the games whose purposes are fixed words (a Cetkaik stepping or
 * water cast, the free game's cast) have them in the catalogue (`prompt.purpose.<purpose>`); a
 * purpose that names a player reads as the game wrote it.
 */
export function purposeText(purpose: string, lang: Lang): string {
  const key = `prompt.purpose.${purpose.replace(/ /g, '-')}`;
  return lang !== 'en' && isKey(key) ? t(key, undefined, lang) : purpose;
}

/** One readable line per event (lights changes are shown on the board, not here). */
export function describeEvent(e: HostEvent, wordsOf: (move: string) => string | undefined = () => undefined, lang: Lang = pageLang()): string | null {
  const say = (key: Key, params?: Params): string => t(key, params, lang);
  const list = (cells: string[]): string => cells.join(' ') || say('event.nothing');
  switch (e.type) {
    case 'move': return say(e.failed ? 'event.moveFailed' : 'event.move', { move: wordsOf(e.move) ?? e.move });
    case 'rejected': {
      if (lang === 'en') return say('event.rejected', { reason: e.reason });
      const move = e.params?.move;
      const reason = reasonText(e.reason, { code: e.code, params: e.params }, lang);
      // The catalogue's sentence is general: the move it refused goes before it.
      return move !== undefined && reason !== e.reason ? say('event.rejectedMove', { move, reason }) : say('event.rejected', { reason });
    }
    case 'correction': {
      const reason = e.reason ? reasonText(e.reason, e.said, lang) : undefined;
      if (lang === 'en') {
        const cells = { clear: list(e.clear), fill: list(e.fill) };
        return reason ? say('event.correctionReason', { ...cells, reason }) : say('event.correction', cells);
      }
      // Only the steps there are: "clear nothing" reads oddly in other languages.
      const parts = [
        ...(e.clear.length > 0 ? [say('event.correctionClear', { cells: e.clear.join(' ') })] : []),
        ...(e.fill.length > 0 ? [say('event.correctionFill', { cells: e.fill.join(' ') })] : []),
      ];
      const steps = parts.length === 0 ? say('event.nothing') : parts.reduce((first, second) => say('event.correctionJoin', { first, second }));
      return reason ? say('event.correctionStepsReason', { steps, reason }) : say('event.correctionSteps', { steps });
    }
    case 'corrected': return say('event.corrected');
    case 'link': {
      const state = linkState(e.state, lang);
      return e.reason ? say('event.linkReason', { state, reason: reasonText(e.reason, e.said, lang) }) : say('event.link', { state });
    }
    case 'cast': return say('event.cast', { purpose: purposeText(e.purpose, lang), heads: e.heads });
    case 'pending': return e.words && lang !== 'en'
      ? say('event.pendingWords', { words: e.words[lang] || e.purpose, sticks: e.sticks })
      : say('event.pending', { sticks: e.sticks, purpose: purposeText(e.purpose, lang) });
    case 'choice': return say('event.choice', { prompt: wordsOr(e.words, e.prompt, lang), options: e.options.join(' / ') });
    case 'score': return say('event.score', { scores: Object.entries(e.scores).map(([k, v]) => `${k} ${v}`).join(', ') });
    case 'end': {
      const reason = wordsOr(e.words, reasonText(e.reason, e.said, lang), lang);
      return e.winner === null ? say('event.endNoWinner', { reason }) : say('event.end', { reason, winner: e.winner });
    }
    case 'note': return say('event.note', { text: wordsOr(e.words, reasonText(e.text, e.said, lang), lang) });
    case 'undone': return say('event.undone', { move: e.move });
    case 'entry': return say('event.entry', { prompt: wordsOr(e.words, e.prompt, lang) });
    case 'confirm': return e.moves.length === 0 ? null : say('event.confirm', { moves: e.moves.join(' / ') });
    case 'press': return say('event.press', { button: e.button });
    case 'tap': return say('event.tap', { cell: e.cell });
    case 'journal': return say('event.journal', { reason: reasonText(e.reason, e.said, lang) });
    case 'message': return say('event.message', { from: sender(e.from, lang), text: e.text });
    case 'bot': {
      const reason = reasonText(e.reason, e.said, lang);
      if (e.move !== undefined) return say('event.botMove', { side: e.side, move: e.move, reason });
      if (e.choice !== undefined) return say('event.botChoice', { side: e.side, choice: e.choice, reason });
      return say('event.bot', { side: e.side, reason });
    }
    case 'hint': return say('event.hint', { by: e.by, move: labelIn(e.label, e.move, lang) });
    case 'lesson': return say(e.done ? 'event.lessonDone' : 'event.lesson', { step: e.step, steps: e.steps, say: labelIn(e.say, '', lang) });
    case 'setup': return e.cell === null ? say('event.setupDone') : say('event.setup', { piece: labelIn(e.piece, '?', lang), cell: e.cell, placed: e.placed, total: e.total });
    // The piece in hand is shown beside the board (render/teach.ts), not logged at every lift.
    case 'lifted': return null;
    case 'lights': return null;
  }
  return null;
}

/** The status line's words for an event the page says outright (a message, the journal, a wrong board); null for the others. */
export function notice(e: HostEvent, lang: Lang = pageLang()): string | null {
  switch (e.type) {
    case 'message': return t('event.say.message', { from: sender(e.from, lang), text: e.text }, lang);
    case 'journal': return t('event.say.journal', { reason: reasonText(e.reason, e.said, lang) }, lang);
    case 'correction': return e.reason ? t('event.say.boardWrong', { reason: reasonText(e.reason, e.said, lang) }, lang) : null;
    default: return null;
  }
}

/** Who sent a message to the players, in words (`fleet`: the café's operators). */
export function sender(from: string, lang: Lang = pageLang()): string {
  const key = `event.from.${from}`;
  return lang !== 'en' && isKey(key) ? t(key, undefined, lang) : from;
}

/**
 * The latest events of each game, kept apart so the Activity panel shows the selected game's
 * only (a new game on a board starts with an empty panel, never the last game's lines).
 */
export class Activity {
  private readonly byGame = new Map<string, HostEvent[]>();

  add(e: HostEvent): void {
    if (describeEvent(e) === null) return;
    const key = e.game ?? `board:${e.board}`;
    const kept = this.byGame.get(key) ?? [];
    kept.push(e);
    if (kept.length > ACTIVITY_LIMIT) kept.shift();
    this.byGame.set(key, kept);
  }

  render(target: HTMLElement, game: GameDetail | null, board: string | null): void {
    const key = game?.id ?? (board === null ? null : `board:${board}`);
    const shown = key === null ? [] : this.byGame.get(key) ?? [];
    const stamp = shown.length === 0 ? '' : `${key}#${shown.length}#${shown[shown.length - 1].t}#${game?.log.length ?? 0}`;
    if (target.dataset.shown === stamp) return;
    target.dataset.shown = stamp;
    // Moves in the words the log gives them.
    const words = new Map((game?.log ?? []).map((l) => [l.move, inWords(l.label, l.move)]));
    target.replaceChildren(...shown.map((e) => el('li', { 'data-type': e.type }, `${(e.t / 1000).toFixed(1)}s ${describeEvent(e, (m) => words.get(m)) ?? ''}`)));
    target.scrollTop = target.scrollHeight;
  }
}
