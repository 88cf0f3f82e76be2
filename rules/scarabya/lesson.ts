// The guided first game of Scarabya (rules/lesson.ts): one player, the invented site of siteSeed 2
// and four missions (L, T, P, V). Found by hand with the rules engine: each mission's placement
// that scores most (else covers most scarabs), as the game's own words describe them; written here
// as data. lesson.test.ts replays it through the rules step by step.
import type { Lesson } from '../lesson.ts';

export const scarabyaLesson: Lesson = {
  id: 'scarabya-first',
  game: 'scarabya',
  title: { en: 'Guided first game: Scarabya', ja: 'はじめての Scarabya（ガイド付き）' },
  options: { mode: 'standard', players: 1, siteSeed: 2, missions: ['L', 'T', 'P', 'V'] },
  seed: 5,
  steps: [
    {
      move: 'L:H5,E6,F6,G6,H6',
      say: {
        en: 'Each turn a mission names a tile to place on your site. Place the L on the lit cells (E6–H6 and H5): a tile may cover scarabs, never a rock. It covers four scarabs here.',
        ja: '毎回、ミッションが置くタイルを決めます。L 字を光っているマス（E6–H6 と H5）に置きましょう。タイルはスカラベを覆えますが、岩には置けません。ここでは4匹のスカラベを覆います。',
      },
    },
    {
      move: 'T:E3,E4,F4,G4,E5',
      say: {
        en: 'Now the T. Closing off empty cells makes an excavation area: an area with a scarab inside scores. Place the T on E3–E5 and F4–G4: it closes F5–G5 with one scarab, +2.',
        ja: '次は T 字です。タイルで空きマスを囲むと区画ができ、中にスカラベがいれば得点になります。T 字を E3–E5 と F4–G4 に置くと、F5–G5 が閉じてスカラベ1匹で +2 点です。',
      },
    },
    {
      move: 'P:F2,G2,H2,G3,H3',
      say: {
        en: 'The P on F2–H2 and G3–H3. It closes F3, but with no scarab inside: an empty area scores nothing.',
        ja: 'P 字を F2–H2 と G3–H3 に置きます。F3 が閉じますが、スカラベがいないので得点はありません。',
      },
    },
    {
      move: 'V:G1,H1,I1,I2,I3',
      say: {
        en: 'The last mission, the V, on G1–I1 and I2–I3: it closes J1–J2 with a scarab, +2 more.',
        ja: '最後のミッションは V 字です。G1–I1 と I2–I3 に置くと、J1–J2 が閉じてスカラベ1匹で さらに +2 点です。',
      },
    },
  ],
  end: {
    en: 'The missions are done: the game is over with 4 points. In a full game there are twelve missions, and up to four players each dig their own site.',
    ja: 'ミッションが終わり、4点で終局です。本来は12のミッションがあり、最大4人がそれぞれ自分の発掘現場を掘ります。',
  },
};
