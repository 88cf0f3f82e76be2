// The help lines `moves` and `score` share: both read positions the same way (positions.ts).

export const positionArgHelp: [string, string][] = [
  ['GAME', 'the game (tabletop games lists them)'],
  ['FILE…', 'positions in the game\'s JSON format, one per file; - reads JSON Lines from stdin, one position per line'],
];

/** `what`: "the moves of a position"; `key`: the answer's key in --json output. */
export function positionNotes(what: string, key: string): string[] {
  return [
    `One plain FILE: ${what}, nothing else. Several FILEs or -: each line starts with its source and a tab`,
    '(a file\'s name, or -:N for line N of stdin); errors go to stderr and the others go on.',
    `--json: one line per position, in input order: {"source": "a.json", "${key}": …} or`,
    '{"source": "-:3", "error": {"code", "message"}} (codes: unreadable, too-large, bad-json, or the game\'s own).',
    'A position may take 1 MiB at most (a file, or a line of stdin). Exit 2 when any position failed.',
  ];
}
