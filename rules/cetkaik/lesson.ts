// The guided first game of Cetkaik (rules/lesson.ts): one season, the IA-side moving first, the
// sticks cast by the host from seed 3. Found by bin/lesson-search-cetkaik.ts (a greedy help-mate over
// seeds 1–100: the IA-side takes what it can, the A-side offers it something to take, plain moves
// only and one water entry the seed's cast lets in); the shortest game it found is written here as
// data. lesson.test.ts replays it through the rules step by step.
import type { Lesson } from '../lesson.ts';

export const cetkaikLesson: Lesson = {
  id: 'cetkaik-first',
  game: 'cetkaik',
  title: { en: 'Guided first game: Cetkaik', ja: 'はじめての机戦（ガイド付き）' },
  options: { seasons: 1, firstMovers: ['IA'] },
  seed: 3,
  steps: [
    {
      move: 'CAI片CO水',
      say: {
        en: 'IA-side first. The 兵 (soldier) on CAI stands on tam2 hue (皇処), so it may go two squares forward: to CO, in the water (皇水). Entering the water needs a cast of the five sticks with 3 heads or more; they are cast for you on this table.',
        ja: 'IA側から始めます。CAIの兵は皇処にいるので、2マス前へ進めます。行き先のCOは皇水です。水に入るには投棒5本で表が3本以上必要です。投棒はこの台が自動で振ります。',
      },
    },
    {
      move: 'CI片CU',
      say: {
        en: 'A-side. A 兵 (soldier) steps one square forward: move the 兵 on CI to CU, face to face with the IA-side\'s 兵.',
        ja: 'A側です。兵は1マス前へ進みます。CIの兵をCUへ進め、IA側の兵と向かい合わせます。',
      },
    },
    {
      move: 'CO片CU',
      say: {
        en: 'IA-side: capture! A piece that ends on an opponent\'s piece takes it. The 兵 on CO takes the 兵 on CU: take the captured piece off the board and keep it — it is now in your hand. A move that starts in the water needs no cast.',
        ja: 'IA側：駒を取ります。相手の駒のいるマスに進むと、その駒を取れます。COの兵でCUの兵を取り、取った駒は盤から下ろして手元に置きます（手駒）。水から出る動きに投棒は要りません。',
      },
    },
    {
      move: 'CA片CI',
      say: {
        en: 'A-side. The 車 (chariot) jumps exactly two squares straight, whatever stands between: move the 車 on CA to CI.',
        ja: 'A側です。車は縦か横にちょうど2マス跳びます。間に駒があっても構いません。CAの車をCIへ。',
      },
    },
    {
      move: 'CU片CI',
      say: {
        en: 'IA-side: the 兵 on CU takes the 車 on CI. Your hand now holds a 兵 and a 車.',
        ja: 'IA側：CUの兵でCIの車を取ります。手駒は兵と車になりました。',
      },
    },
    {
      move: 'ME片CE',
      say: {
        en: 'A-side. The 弓 (archer) goes any distance straight, as long as the squares are empty: move the 弓 on ME to CE.',
        ja: 'A側です。弓は縦横に、駒のない限り何マスでも進めます。MEの弓をCEへ。',
      },
    },
    {
      move: 'CI片XI',
      say: {
        en: 'IA-side. CI is tam2 hue too, where a 兵 may also step sideways: take the 兵 on XI. Your hand holds 車 兵 兵 now: a hand (役), 助友, worth 3 points.',
        ja: 'IA側です。CIも皇処なので、兵は横へも進めます。XIの兵を取りましょう。手駒が車・兵・兵になり、役「助友」（3点）ができました。',
      },
    },
    {
      choice: 'taxot',
      say: {
        en: 'A new hand lets you choose, on the screen: 再行 (play on, the stake doubles) or 終季 (end the season and score your hands). Choose 終季: this game has one season, so it ends here.',
        ja: '役ができたら画面で選びます。再行は続けて倍率を上げ、終季は季を終えて役の点を得ます。「終季」を選んでください。1季だけのゲームなので、これで終局です。',
      },
    },
  ],
  end: {
    en: 'The game is over: the IA-side scored its hand 助友 and wins. That is Cetkaik — a full game has up to four seasons.',
    ja: '終局です。IA側が役「助友」の点を得て勝ちました。これが机戦です。本来の対局は最大4季まで続きます。',
  },
};
