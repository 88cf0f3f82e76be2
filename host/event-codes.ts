// Every code the host itself gives its events' texts (`said.code`, a refusal's `code`), kept in
// one list so the screens' catalogues can be checked against it. Texts the rules make (a game's
// notes, end reasons, the bots' reasons, a mismatch explained) carry no code: screens show them
// as they are.

/** `correction.said`: none yet, the reasons come from the rules (explainMismatch). */
export const CORRECTION_CODES = [] as const;
/** `journal.said`: the game's journal was removed or replaced and written again whole. */
export const JOURNAL_CODES = ['journal-removed', 'journal-replaced'] as const;
/** `link.said`: a board link's states, host/link/board-link.ts. */
export const LINK_CODES = [
  'link-not-opened', 'link-opening', 'link-reconnected', 'link-board-restarted', 'link-line', 'link-line-held-noise',
  'link-line-held-unconfirmed', 'link-silent', 'link-speed-unanswered', 'link-wrong-report', 'link-garbage',
  'link-wrong-size', 'link-protocol-mismatch', 'link-disconnected', 'link-port-closed', 'link-reconnecting',
  // A link that could not open: `link-<LinkErrorKind>`.
  'link-port-open-failed', 'link-no-answer', 'link-already-open', 'link-closed',
  // An Arduino running StandardFirmata (host/firmata/firmata-device.ts).
  'link-firmata-ready', 'link-firmata-unplugged',
] as const;
/** `bot.said`: the computer opponent could not decide (its own reasons are the rules'). */
export const BOT_CODES = ['bot-undecided'] as const;
/** `end.said`: games the host ends, not the rules. */
export const END_CODES = ['abandoned', 'no-first-move'] as const;
/** `note.said`: notes the host makes. */
export const NOTE_CODES = ['choice-withdrawn'] as const;
/** `rejected.code` of the refusals the host makes itself (the rules' own codes come beside them). */
export const REJECTED_CODES = [
  'awaiting', 'not-recorded', 'nothing-to-undo', 'not-awaited', 'bad-cast', 'not-an-option', 'too-deep', 'nothing-to-confirm', 'several-to-confirm',
] as const;

/** The reasons' codes (correction, journal, link, bot, end, note): the dashboard says them as `reason.<code>`. */
export const REASON_CODES: readonly string[] = [...CORRECTION_CODES, ...JOURNAL_CODES, ...LINK_CODES, ...BOT_CODES, ...END_CODES, ...NOTE_CODES];
