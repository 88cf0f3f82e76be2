// The five gods and their fifteen god cards (01–15), from the Cuzco player aid in Japanese.
// `ja` is the aid's text (its line breaks joined); `notes` are the aid's own examples and notes
// printed with the card, verbatim; `en` is our summary. Readings are said in `note`.
import type { God } from './vocabulary.ts';

export type Phase = 'I' | 'II' | 'III' | 'end';

export interface GodInfo {
  id: God;
  ja: string;
  en: string;
  /** The card colour, which the aid gives only in its icon glossary. */
  colour: string;
  fromIcon: true;
  note: string;
}

export interface GodCard {
  /** The aid's number, 01–15. */
  card: string;
  god: God;
  /** When the card is played. */
  phases: Phase[];
  /** The aid's heading for the card's timing, verbatim. */
  timingJa: string;
  ja: string;
  notes: string[];
  en: string;
  fromIcon?: true;
  note?: string;
}

const colourNote = (ja: string) => `the colour is read from the icon glossary (${ja}); the aid's card texts never name it`;

export const GODS_INFO: GodInfo[] = [
  { id: 'illapa', ja: 'イリャパ神（雷の神）', en: 'Illapa, god of thunder', colour: 'turquoise', fromIcon: true, note: colourNote('神カード<イリャパ>（ターコイズ）') },
  { id: 'mama-killa', ja: 'ママキリャ神（月の女神）', en: 'Mama Killa, goddess of the moon', colour: 'pink', fromIcon: true, note: colourNote('神カード<ママキリャ>（ピンク）') },
  { id: 'viracocha', ja: 'ビラコチャ神（創造の神）', en: 'Viracocha, god of creation', colour: 'blue', fromIcon: true, note: colourNote('神カード <ビラコチャ>（青）>') },
  { id: 'pachamama', ja: 'パチャママ神（大地の女神）', en: 'Pachamama, goddess of the earth', colour: 'green', fromIcon: true, note: colourNote('神カード <パチャママ>（緑）') },
  { id: 'mama-sara', ja: 'ママサラ神（穀物の女神）', en: 'Mama Sara, goddess of grain', colour: 'yellow', fromIcon: true, note: colourNote('神カード <ママサラ>（黄）') },
];

// The aid prints the headings of Viracocha, Pachamama and Mama Sara together above cards 07–15;
// like Illapa (01–03) and Mama Killa (04–06), each god has three cards, in heading order.
const headingOrder = 'the aid prints the three headings Viracocha, Pachamama, Mama Sara together above cards 07–15: read as three cards each, in that order (as 01–03 Illapa and 04–06 Mama Killa)';

export const GOD_CARDS: GodCard[] = [
  {
    card: '01', god: 'illapa', phases: ['II'], timingJa: 'フェイズⅡで使用',
    ja: '研究タイル１枚と農場タイル１枚の能力を２倍にして使う。',
    notes: [
      "例１：研究タイル01：奉納品を２×１個得ます。２倍にできるのは１枚の研究タイルの能力だけなので、'研究タイル01'をもう１枚持っている場合は奉納品を３個得ます。",
      '例２：農場タイル04：持っているタイルが１枚であれば、（１〜２の代わりに）１〜４の石道を使うことができます。２枚持っていれば任意の石道を使うことができます。',
    ],
    en: 'Phase II: use the abilities of one research tile and one farm tile doubled. Only one tile is doubled: with a second identical tile it counts as one tile more (research 01 twice: 3 offerings, not 4).',
  },
  {
    card: '02', god: 'illapa', phases: ['I'], timingJa: 'フェイズⅠで使用',
    ja: '交換アクションを使う前に、マスクボード上の研究タイルと農場タイルを合わせて２枚まで上にスライドする。アクション中にその２枚のタイルを使う必要はない。',
    notes: [],
    en: 'Phase I: before the exchange action, slide up to two research/farm tiles of your mask board back up. You need not use them in that action.',
  },
  {
    card: '03', god: 'illapa', phases: ['III'], timingJa: 'フェイズⅢで使用',
    ja: '市場から商品を購入するとき、通常の２倍の勝利点を得る。',
    notes: ['例：宝飾品の商品を購入し、即座に９勝利点＋このカードによってさらに９勝利点、合計で18勝利点を得ます。'],
    en: 'Phase III: a good bought at the market scores twice its VP (jewelry: 9 + 9 = 18).',
  },
  {
    card: '04', god: 'mama-killa', phases: ['III', 'end'], timingJa: 'フェイズⅢかゲーム終了時に使用',
    ja: '条件を１つ減らして任務タイル１枚を完了してもよい。ただし、得られる勝利点は６点ではなく４点となる。完了した任務タイルは通常通りにマスクボード上に置いておく。このカードをゲーム終了時にも使用することができ、カード１枚につき１枚の任務タイルに効果を適用する。',
    notes: ['例：任務タイルS-01：あなたは必要な３枚のオレンジの羽根のうち２枚しか持っていませんが、このカードを使って（コストを１つ無視して）任務タイルの条件を満たすことができ、（６点の代わりに）４勝利点を得ます。'],
    en: 'Phase III or game end: complete one mission with one requirement fewer, for 4 VP instead of 6. Also at the game end, one mission per card.',
    note: 'the example names mission S-01, but three orange feathers are mission 01: a slip of the aid',
  },
  {
    card: '05', god: 'mama-killa', phases: ['I'], timingJa: 'フェイズⅠで使用',
    ja: '自分の手番終了後、１の出目のダイスを配置したかのようにして（実際にダイスは置かずに）、即座にもう１手番プレイする。常に利用可能な”アクション：勝利点”を除き、１のダイスが置かれていないアクションスペースを使用できる。',
    notes: [],
    en: 'Phase I: after your turn, play another turn at once as if placing a die showing 1 (no die is placed): any action space without a 1 on it, except the always-open VP action.',
    note: 'the aid prints the headings of 05 and 06 on one line and the texts below them; the text that begins a fresh line is read as 05, the one continuing the 06 heading as 06',
  },
  {
    card: '06', god: 'mama-killa', phases: ['I'], timingJa: 'フェイズⅠで使用',
    ja: '自分の手番を行う前に、色に関係なく任意のダイス１個を他のアクションスペースへ動かす。',
    notes: ['重要：ダイスを動かす際に配置ルールは無視することができます。例えば３のダイスがあるスペースに６のダイスを置くことができます。'],
    en: 'Phase I: before your turn, move any one die (of any colour) to another action space, ignoring the placement rule.',
    note: 'texts of 05 and 06 told apart by the layout (see 05)',
  },
  {
    card: '07', god: 'viracocha', phases: ['I'], timingJa: 'フェイズⅠで使用',
    ja: '既にあるダイスの出目に関係なく、アクションスペースにダイスを置くことができる。',
    notes: [],
    en: 'Phase I: place a die on an action space whatever dice already lie there.',
    note: headingOrder,
  },
  {
    card: '08', god: 'viracocha', phases: ['I', 'II'], timingJa: 'フェイズⅠ/Ⅱで使用',
    ja: '火の加護を受け取るとき、通常の報酬の代わりに食糧タイル３枚を取り、知識トラックを３マス前進する。',
    notes: ['注：このカードは火の加護で受け取る通常の報酬を完全に置き換えます。'],
    en: "Phase I/II: when you receive the fire's blessing, take 3 food tiles and advance 3 on the knowledge track instead of the usual reward.",
    note: `${headingOrder}; a stray placeholder word "TEXTTEXT" printed beside the card is left out`,
  },
  {
    card: '09', god: 'viracocha', phases: ['I'], timingJa: 'フェイズⅠで使用',
    ja: '研究タイルか農場タイルを取った後、任意のタイルを捨て札から探し、それをマスクボードに置くことができる。（探すタイルは異なる色、異なる能力でも構わない）',
    notes: ['注：研究タイルか農場タイルの捨て札を全て見ることができ、クスコボードから得るタイルに追加して取ることができます。捨て札置き場にタイルがない場合、このカードをプレイすることはできません。'],
    en: 'Phase I: after taking a research or farm tile, take any tile from the discards as well and place it on your mask board (any kind, any ability). Not playable with empty discards.',
    note: headingOrder,
  },
  {
    card: '10', god: 'pachamama', phases: ['I'], timingJa: 'フェイズⅠで使用',
    ja: '村へキープタイルを運んだとき、示された勝利点を即座に得る。',
    notes: [],
    en: "Phase I: when you deliver a quipu to a village, score the village's printed VP at once.",
    note: headingOrder,
  },
  {
    card: '11', god: 'pachamama', phases: ['II'], timingJa: 'フェイズⅡで使用',
    ja: 'マスクボード上の研究タイル１枚を追加で使用する。追加で使用するタイルは異なる能力でなければならない。',
    notes: ['備考：追加分と同一の能力の研究タイルを複数枚持っている場合、通常ルール通り、それら全てを組み合わせて１度に使うことができます。'],
    en: 'Phase II: use one more research tile of your mask board, of a different ability from the one used.',
    note: `${headingOrder}; the aid prints the word 追加 that begins the second sentence apart from the text: put back as on card 15`,
  },
  {
    card: '12', god: 'pachamama', phases: ['I'], timingJa: 'フェイズⅠで使用',
    ja: '埋まっている神殿の段に聖職者駒を置いたとき、聖職者駒を１段下に押し出すのではなく、その駒の所有者に返す。',
    notes: [],
    en: 'Phase I: placing a priest on an occupied temple step sends the priest there back to its owner instead of pushing it down.',
    note: headingOrder,
  },
  {
    card: '13', god: 'mama-sara', phases: ['I'], timingJa: 'フェイズⅠで使用',
    ja: 'アクションスペースに自分のダイスを置いたとき、そのダイスの出目を６として使うことができる（実際の出目は変更しない）。',
    notes: ['注：ダイスを置くときは、配置するダイスの出目を基に、通常の配置ルールに従わなくてはなりません。'],
    en: 'Phase I: a die you place may act as a 6 (its face is not changed; placement still follows its real face).',
    note: headingOrder,
  },
  {
    card: '14', god: 'mama-sara', phases: ['I'], timingJa: 'フェイズⅠで使用',
    ja: '移動アクションスペースのうちの１つを使うとき、出目の数字や、石道か吊り橋どうかに関わらず、チャスキ駒を任意の村へ移動できる。',
    notes: [],
    en: 'Phase I: with a move action, send your chasqui to any village, whatever the die and whether road or bridge.',
    note: headingOrder,
  },
  {
    card: '15', god: 'mama-sara', phases: ['II'], timingJa: 'フェイズⅡで使用',
    ja: 'マスクボード上の農場タイル１枚を追加で使用する。追加で使用するタイルは異なる能力でなければならない。',
    notes: ['備考：追加分と同一の能力の農場タイルを複数枚持っている場合、通常ルール通り、それら全てを組み合わせて１度に使うことができます。'],
    en: 'Phase II: use one more farm tile of your mask board, of a different ability from the one used.',
    note: headingOrder,
  },
];
