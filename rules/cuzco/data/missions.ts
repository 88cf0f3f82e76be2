// The Sapa Inca's missions: six start missions (silver backs) S-01…S-06 and 55 normal missions
// (gold backs) 01…55, from the Cuzco player aid in Japanese. `ja` is the aid's text verbatim
// (after "ID："), `en` our summary, `requires` the requirements as data (requirement.ts).
// `fromIcon`: the aid names something by describing its icon, and the data is our reading of it.
import type { Requirement } from '../requirement.ts';
import type { Colour, God, Good } from './vocabulary.ts';

export interface Mission {
  id: string;
  start: boolean;
  ja: string;
  en: string;
  requires: Requirement[];
  fromIcon?: true;
  note?: string;
}

const feathers = (id: string, colour: Colour, ja: string): Mission => ({
  id, start: false, ja, en: `3 ${colour} feathers on your mask board.`, requires: [{ what: 'feathers', colour, min: 3 }],
});

const quipuColour = (id: string, feather: Colour, ja: string): Mission => ({
  id, start: false, ja, en: `Quipu delivered to 3 villages showing a ${feather} feather.`, requires: [{ what: 'quipu', feather, min: 3 }],
});

const goods = (id: string, good: Good, en: string, ja: string): Mission => ({
  id, start: false, ja, en: `2 ${en} goods on your mask board.`, requires: [{ what: 'goods', good, min: 2 }],
});

const godPair = (id: string, god: God, en: string, ja: string): Mission => ({
  id, start: false, ja, en: `2 ${en} god cards in hand (an Inti medal never stands in).`, requires: [{ what: 'gods', god, min: 2, intiStandsIn: false }],
  note: 'the aid says an Inti medal may not be used for the god-card conditions of missions 32–36',
});

const abilityNote = (missionJa: string, ability: string) => `the aid names the ability by its icon ("${missionJa}"): read as tile ability ${ability}`;
const abilityPair = (id: string, ability: number, missionJa: string, en: string, ja: string, extra = ''): Mission => ({
  id, start: false, ja, en: `2 research or farm tiles with ability ${String(ability).padStart(2, '0')} (${en}) on your mask board.`,
  requires: [{ what: 'tiles', ability, min: 2 }],
  fromIcon: true, note: abilityNote(missionJa, String(ability).padStart(2, '0')) + extra,
});

export const MISSIONS: Mission[] = [
  {
    id: 'S-01', start: true, ja: '神殿の階段に自分の聖職者駒が１個以上あり、マスクボード上に農場タイルが１枚以上ある。',
    en: 'A priest of yours on the temple stairs and a farm tile on your mask board.',
    requires: [{ what: 'priests', min: 1 }, { what: 'tiles', kind: 'farm', min: 1 }],
  },
  {
    id: 'S-02', start: true, ja: '神殿の階段に自分の聖職者駒が１個以上あり、マスクボード上に研究タイルが１枚以上ある。',
    en: 'A priest of yours on the temple stairs and a research tile on your mask board.',
    requires: [{ what: 'priests', min: 1 }, { what: 'tiles', kind: 'research', min: 1 }],
  },
  {
    id: 'S-03', start: true, ja: 'マスクボード上に研究タイルと農場タイルがそれぞれ１枚以上ある。',
    en: 'A research tile and a farm tile on your mask board.',
    requires: [{ what: 'tiles', kind: 'research', min: 1 }, { what: 'tiles', kind: 'farm', min: 1 }],
  },
  {
    id: 'S-04', start: true, ja: 'マスクボード上に研究タイルが１枚以上あり、手番順タイル１を持っている。',
    en: 'A research tile on your mask board and the turn-order tile 1.',
    requires: [{ what: 'tiles', kind: 'research', min: 1 }, { what: 'turnOrder', tile: 1, min: 1 }],
  },
  {
    id: 'S-05', start: true, ja: 'マスクボード上に農場タイルと商品タイルがそれぞれ１枚以上ある。',
    en: 'A farm tile and a good on your mask board.',
    requires: [{ what: 'tiles', kind: 'farm', min: 1 }, { what: 'goods', min: 1 }],
  },
  {
    id: 'S-06', start: true, ja: '２枚以上のキープタイルを村へ運んでいる。',
    en: 'Quipu delivered to 2 villages.',
    requires: [{ what: 'quipu', min: 2 }],
  },
  feathers('01', 'orange', 'マスクボードにオレンジの羽根を３枚取り付けている。'),
  feathers('02', 'purple', 'マスクボードに紫の羽根を３枚取り付けている。'),
  feathers('03', 'pink', 'マスクボードにピンクの羽根を３枚取り付けている。'),
  feathers('04', 'turquoise', 'マスクボードにターコイズの羽根を３枚取り付けている。'),
  {
    id: '05', start: false, ja: 'マスクボードに羽根を各色１枚以上取り付けている。',
    en: 'A feather of each colour on your mask board.',
    requires: [
      { what: 'feathers', colour: 'orange', min: 1 }, { what: 'feathers', colour: 'purple', min: 1 },
      { what: 'feathers', colour: 'pink', min: 1 }, { what: 'feathers', colour: 'turquoise', min: 1 },
    ],
  },
  {
    id: '06', start: false, ja: 'マスクボードに羽根を色に関係なく７枚以上取り付けている。',
    en: '7 feathers of any colours on your mask board.',
    requires: [{ what: 'feathers', min: 7 }],
  },
  {
    id: '07', start: false, ja: 'キープタイルを９箇所以上の村へ運んでいる。',
    en: 'Quipu delivered to 9 villages.',
    requires: [{ what: 'quipu', min: 9 }],
  },
  quipuColour('08', 'turquoise', 'キープタイルをターコイズの羽根が描かれた３箇所の村へ運んでいる。'),
  quipuColour('09', 'pink', 'キープタイルをピンクの羽根が描かれた３箇所の村へ運んでいる。'),
  quipuColour('10', 'purple', 'キープタイルを紫の羽根が描かれた３箇所の村へ運んでいる。'),
  quipuColour('11', 'orange', 'キープタイルをオレンジの羽根が描かれた３箇所の村へ運んでいる。'),
  {
    id: '12', start: false, ja: 'キープタイルを３勝利点が描かれた３箇所の村へ運んでいる。',
    en: 'Quipu delivered to 3 villages printed with exactly 3 VP.',
    requires: [{ what: 'quipu', vp: 3, min: 3 }],
    note: 'read as villages printed with exactly 3 VP',
  },
  {
    id: '13', start: false, ja: 'キープタイルを２勝利点が描かれた３箇所の村へ運んでいる。',
    en: 'Quipu delivered to 3 villages printed with exactly 2 VP.',
    requires: [{ what: 'quipu', vp: 2, min: 3 }],
    note: 'read as villages printed with exactly 2 VP',
  },
  {
    id: '14', start: false, ja: 'キープタイルをそれぞれ異なる勝利点が描かれた５箇所の村へ運んでいる。（例：1-2-4-5-7）',
    en: 'Quipu delivered to 5 villages printed with 5 different VP (e.g. 1-2-4-5-7).',
    requires: [{ what: 'quipu', distinctVp: true, min: 5 }],
  },
  {
    id: '15', start: false, ja: 'マスクボード上にそれぞれ異なる能力の研究タイルが３枚以上ある。',
    en: '3 research tiles of different abilities on your mask board.',
    requires: [{ what: 'tiles', kind: 'research', distinctAbilities: true, min: 3 }],
  },
  {
    id: '16', start: false, ja: 'マスクボード上にそれぞれ異なる能力の農場タイルが３枚以上ある。',
    en: '3 farm tiles of different abilities on your mask board.',
    requires: [{ what: 'tiles', kind: 'farm', distinctAbilities: true, min: 3 }],
  },
  {
    id: '17', start: false, ja: 'マスクボード上に、下へスライドされた研究タイルが３枚以上ある。',
    en: '3 slid-down research tiles on your mask board.',
    requires: [{ what: 'tiles', kind: 'research', slid: true, min: 3 }],
  },
  {
    id: '18', start: false, ja: 'マスクボード上に、下へスライドされた農場タイルが３枚以上ある。',
    en: '3 slid-down farm tiles on your mask board.',
    requires: [{ what: 'tiles', kind: 'farm', slid: true, min: 3 }],
  },
  {
    id: '19', start: false, ja: 'マスクボード上に、下へスライドされた研究タイルか農場タイルが合わせてが５枚以上ある。',
    en: '5 slid-down research or farm tiles in all on your mask board.',
    requires: [{ what: 'tiles', slid: true, min: 5 }],
  },
  {
    id: '20', start: false, ja: 'マスクボード上に研究タイルが４枚以上ある。',
    en: '4 research tiles on your mask board.',
    requires: [{ what: 'tiles', kind: 'research', min: 4 }],
  },
  {
    id: '21', start: false, ja: 'マスクボード上に農場タイルが４枚以上ある。',
    en: '4 farm tiles on your mask board.',
    requires: [{ what: 'tiles', kind: 'farm', min: 4 }],
  },
  {
    id: '22', start: false, ja: '異なる色の神カードが手札に４枚以上ある。',
    en: 'God cards of 4 different gods in hand (an Inti medal may stand in for one).',
    requires: [{ what: 'gods', distinct: true, min: 4, intiStandsIn: true }],
    fromIcon: true,
    note: "a card's colour is its god's (the icon glossary gives each god a colour); an Inti medal stands in for a card of a god not held, since the aid bars it only from missions 32–36",
  },
  {
    id: '23', start: false, ja: '同じ色の神カードが手札に３枚以上ある。',
    en: '3 god cards of one god in hand (an Inti medal may stand in for one).',
    requires: [{ what: 'gods', sameGod: true, min: 3, intiStandsIn: true }],
    fromIcon: true,
    note: "a card's colour is its god's (the icon glossary gives each god a colour); an Inti medal stands in for a card, since the aid bars it only from missions 32–36",
  },
  goods('24', 'soup', 'soup', 'マスクボード上にスープの商品タイルが２枚以上ある。'),
  goods('25', 'clothes', 'clothes', 'マスクボード上に服の商品タイルが２枚以上ある。'),
  goods('26', 'bowl', 'pottery bowl', 'マスクボード上に陶器の器の商品タイルが２枚以上ある。'),
  goods('27', 'decanter', 'pottery decanter', 'マスクボード上に陶器のデキャンタの商品タイルが２枚以上ある。'),
  goods('28', 'tools', 'tools', 'マスクボード上に道具の商品タイルが２枚以上ある。'),
  goods('29', 'jewelry', 'jewelry', 'マスクボード上に宝飾品の商品タイルが２枚以上ある。'),
  {
    id: '30', start: false, ja: 'マスクボード上に異なる商品タイルが３枚以上ある。',
    en: '3 different goods on your mask board.',
    requires: [{ what: 'goods', distinct: true, min: 3 }],
  },
  {
    id: '31', start: false, ja: 'マスクボード上に商品タイルが４枚以上ある。',
    en: '4 goods on your mask board.',
    requires: [{ what: 'goods', min: 4 }],
  },
  godPair('32', 'illapa', 'Illapa', 'イリャパの神カードが手札に２枚以上ある。'),
  godPair('33', 'mama-killa', 'Mama Killa', 'ママキリャの神カードが手札に２枚以上ある。'),
  godPair('34', 'viracocha', 'Viracocha', 'ビラコチャの神カードが手札に２枚以上ある。'),
  godPair('35', 'pachamama', 'Pachamama', 'パチャママの神カードが手札に２枚以上ある。'),
  godPair('36', 'mama-sara', 'Mama Sara', 'ママサラの神カードが手札に２枚以上ある。'),
  {
    id: '37', start: false, ja: '神殿の階段に自分の聖職者駒が３個以上ある。',
    en: '3 priests of yours on the temple stairs.',
    requires: [{ what: 'priests', min: 3 }],
  },
  {
    id: '38', start: false, ja: 'マスクボード上に食糧タイルが５枚以上ある。',
    en: '5 food tiles on your mask board.',
    requires: [{ what: 'food', min: 5 }],
  },
  {
    id: '39', start: false, ja: 'サークレットタイルを４枚以上活性化している（飾りの面が見えている）。',
    en: '4 circlet tiles activated (ornament side up).',
    requires: [{ what: 'circlets', min: 4 }],
  },
  {
    id: '40', start: false, ja: 'マスクボード上にインティメダルが２枚以上ある。',
    en: '2 Inti medals on your mask board.',
    requires: [{ what: 'inti', min: 2 }],
  },
  {
    id: '41', start: false, ja: 'マスクボード上に奉納品が４個以上ある。',
    en: '4 offerings on your mask board.',
    requires: [{ what: 'offerings', min: 4 }],
  },
  {
    id: '42', start: false, ja: '４箇所以上の内円の村にキープタイルを届けている。',
    en: 'Quipu delivered to 4 villages of the inner circle.',
    requires: [{ what: 'quipu', circle: 'inner', min: 4 }],
  },
  {
    id: '43', start: false, ja: '４箇所以上の外円の村にキープタイルを届けている。',
    en: 'Quipu delivered to 4 villages of the outer circle.',
    requires: [{ what: 'quipu', circle: 'outer', min: 4 }],
  },
  abilityPair('44', 1, '奉納品１個獲得', 'offering', 'マスクボードに”奉納品１個獲得”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。'),
  abilityPair('45', 2, '２勝利点獲得', 'victory points', 'マスクボードに”２勝利点獲得”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。'),
  abilityPair('46', 5, '知識トラック１マス前進', 'knowledge', 'マスクボードに”知識トラック１マス前進”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。'),
  abilityPair('47', 6, '２までの吊り橋通過', 'rope bridge', 'マスクボードに”２までの吊り橋通過”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。'),
  abilityPair('48', 4, '２までの石橋通過', 'stone road', 'マスクボードに”２までの石橋通過”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。',
    '; the aid writes 石橋 (stone bridge) where the ability is 石道 (stone road)'),
  abilityPair('49', 3, '任意の羽根１枚獲得', 'feather', 'マスクボードに”任意の羽根１枚獲得”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。'),
  abilityPair('50', 7, '神カード１枚獲得', 'god card', 'マスクボードに”神カード１枚獲得”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。'),
  abilityPair('51', 8, 'キープタイル１枚を予備スペースに移動', 'quipu', 'マスクボードに”キープタイル１枚を予備スペースに移動”の能力 を持った農場タイルか研究タイルが合わせて ２枚以上ある。'),
  abilityPair('52', 9, '３の出目でサークレットタイル活性化', 'circlet', 'マスクボードに”３の出目でサークレットタイル活性化”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。'),
  abilityPair('53', 10, '食糧タイル１枚獲得', 'food', 'マスクボードに”食糧タイル１枚獲得”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。'),
  abilityPair('54', 12, '３の出目で研究', 'research', 'マスクボードに”３の出目で研究”の能力を持った農場タイルか研究タイルが合わせて ２枚以上ある。'),
  abilityPair('55', 11, '３の出目で農業', 'farming', 'マスクボードに”３の出目で農業”の能力を持った農場タイルか研究タイルが合わせて２枚以上ある。'),
];

export const MISSION_IDS: string[] = MISSIONS.map((m) => m.id);

export function missionById(id: string): Mission | undefined {
  return MISSIONS.find((m) => m.id === id);
}
