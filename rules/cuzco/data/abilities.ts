// The twelve abilities of research and farm tiles (01–12), from the Cuzco player aid in
// Japanese. Each ability is printed on three research and three farm tiles. `ja` is the aid's
// text (line breaks joined); `levels` is what one, two and three identical tiles (of one kind)
// give when used together, in our words: the aid states it for each ability.
export interface Ability {
  /** 1–12: the number the position JSON uses (`{"ability": 3}`). */
  ability: number;
  /** The aid's number as printed, 01–12. */
  id: string;
  nameJa: string;
  name: string;
  ja: string;
  notes: string[];
  en: string;
  /** With 1, 2, 3 identical tiles; two entries where a third identical tile is not used. */
  levels: string[];
  /** How the missions 44–55 name this ability (their words for its icon). */
  missionJa: string;
  note?: string;
}

// The aid's text has an unreadable character after some numbers ("01)?奉納品"): left out.
const beforeHeading = 'the aid prints this text above its heading; paired with it by what it says';

export const ABILITIES: Ability[] = [
  {
    ability: 1, id: '01', nameJa: '奉納品', name: 'Offering',
    ja: 'このタイルを使ったなら、共通サプライから奉納品を１個取り、マスクボードに置く。もし同一の（研究か農場）タイルを２（３）枚持っているなら、奉納品を２（３）個取る。',
    notes: [],
    en: 'Take an offering from the supply onto your mask board; 2 (3) with two (three) identical tiles.',
    levels: ['1 offering', '2 offerings', '3 offerings'],
    missionJa: '奉納品１個獲得',
  },
  {
    ability: 2, id: '02', nameJa: '勝利点 （VP）', name: 'Victory points',
    ja: 'このタイルを使ったなら、勝利点トラック上の自分の得点マーカーを２マス進める。もし同一の（研究か農場）タイルを２（３）枚持っているなら、４（６）マス進める。',
    notes: [],
    en: 'Score 2 VP; 4 (6) with two (three) identical tiles.',
    levels: ['2 VP', '4 VP', '6 VP'],
    missionJa: '２勝利点獲得',
  },
  {
    ability: 3, id: '03', nameJa: '羽根', name: 'Feather',
    ja: 'このタイルを使ったなら、共通サプライから任意の色の羽根を１枚取る。もし同一の（研究か農場）タイルを２（３）枚持っているなら、２（３）枚の羽根を取る。取る羽根の色は全て同じでも、全て異なっていてもよい。',
    notes: ['重要：同じ色の羽根は３枚までしか持てないことを忘れないように！'],
    en: 'Take a feather of any colour; 2 (3) with two (three) identical tiles, same or different colours. At most 3 feathers of a colour.',
    levels: ['1 feather', '2 feathers', '3 feathers'],
    missionJa: '任意の羽根１枚獲得',
  },
  {
    ability: 4, id: '04', nameJa: '石道', name: 'Stone road',
    ja: 'このタイルを使ったなら、クスコボードから石道アクションスペースに２のダイスを置いたとみなして、石道に沿ってチャスキ駒を動かす。１か２の出目の石道を使うことができる。もし同一の（研究か農場）タイルを２枚持っているなら、４のダイスを置いたとみなして１から４までの石道を使うことができる。もし同一の（研究か農場）タイルを３枚持っているなら、全ての石道を使うことができる。',
    notes: [],
    en: 'Move your chasqui along a stone road as if a 2 were placed on the stone-road action: roads needing 1–2; two identical tiles: a 4, roads 1–4; three: any stone road.',
    levels: ['stone roads 1–2', 'stone roads 1–4', 'any stone road'],
    missionJa: '２までの石橋通過',
    note: 'mission 48 names this ability 石橋 (stone bridge) where the tile says 石道 (stone road)',
  },
  {
    ability: 5, id: '05', nameJa: '知識', name: 'Knowledge',
    ja: 'このタイルを使ったなら、知識トラック上の自分のマーカーを１マス進める。もし同一の（研究か農場）タイルを２（３）枚持っているなら、２（３）マス進めることができる。',
    notes: [],
    en: 'Advance 1 on the knowledge track; 2 (3) with two (three) identical tiles.',
    levels: ['1 knowledge step', '2 knowledge steps', '3 knowledge steps'],
    missionJa: '知識トラック１マス前進',
  },
  {
    ability: 6, id: '06', nameJa: '吊り橋', name: 'Rope bridge',
    ja: '石道ではなく吊り橋を扱う以外は、上記の ”04) 石道”と同様のルールを適用する。',
    notes: [],
    en: 'As 04 (stone road), but over rope bridges: bridges 1–2; two identical tiles: 1–4; three: any rope bridge.',
    levels: ['rope bridges 1–2', 'rope bridges 1–4', 'any rope bridge'],
    missionJa: '２までの吊り橋通過',
    note: beforeHeading,
  },
  {
    ability: 7, id: '07', nameJa: '神カード', name: 'God card',
    ja: 'このタイルを使ったなら、表向きの神カードを１枚取る。もし同一の（研究か農場）タイルを２（３）枚持っているなら、任意の山札から神カードを２（３）枚取る。',
    notes: [],
    en: 'Take a face-up god card; with two (three) identical tiles, 2 (3) god cards from any pile.',
    levels: ['1 face-up god card', '2 god cards from any pile', '3 god cards from any pile'],
    missionJa: '神カード１枚獲得',
  },
  {
    ability: 8, id: '08', nameJa: 'キープタイル', name: 'Quipu',
    ja: 'このタイルを使ったなら、自分のキープタイルをマスクボード上の予備スペースに移動する。もし同一の（研究か農場）タイルを２（３）枚持っているなら、キープタイルを２（３）枚移動する。',
    notes: [],
    en: 'Move one of your quipu tiles to the reserve space of your mask board; 2 (3) with two (three) identical tiles.',
    levels: ['1 quipu to the reserve', '2 quipu to the reserve', '3 quipu to the reserve'],
    missionJa: 'キープタイル１枚を予備スペースに移動',
    note: beforeHeading,
  },
  {
    ability: 9, id: '09', nameJa: 'サークレットタイル', name: 'Circlet',
    ja: 'このタイルを使ったなら、頭飾りアクションスペースに３のダイスを置いたとみなして、自分のマスクボード上のサークレットタイル１枚を活性化する。もし同一の（研究か農場）タイルを２枚持っているなら、６のダイスを置いたとみなしてサークレットタイル１枚を活性化する。３枚目の同一タイルは使用しない。',
    notes: [],
    en: 'Activate a circlet tile of your mask board as if a 3 were placed on the headdress action; two identical tiles: as a 6. A third identical tile is not used.',
    levels: ['a circlet as with a 3', 'a circlet as with a 6'],
    missionJa: '３の出目でサークレットタイル活性化',
    note: beforeHeading,
  },
  {
    ability: 10, id: '10', nameJa: '食糧タイル', name: 'Food',
    ja: 'このタイルを使ったなら、共通サプライから食糧タイルを１枚取る。もし同一の（研究か農場）タイルを２（３）枚持っているなら、食糧タイルを２（３）枚取る。',
    notes: [],
    en: 'Take a food tile from the supply; 2 (3) with two (three) identical tiles.',
    levels: ['1 food tile', '2 food tiles', '3 food tiles'],
    missionJa: '食糧タイル１枚獲得',
  },
  {
    ability: 11, id: '11', nameJa: '農業', name: 'Farming',
    ja: 'このタイルを使ったなら、クスコボードから農業アクションスペースに３のダイスを置いたとみなして、クスコボードから農場タイルを１枚取る。もし同一の（研究か農場）タイルを２枚持っているなら、６のダイスを置いたとみなして農場タイルを１枚取る。３枚目の同一タイルは使用しない。',
    notes: [],
    en: 'Take a farm tile from the Cuzco board as if a 3 were placed on the farming action; two identical tiles: as a 6. A third identical tile is not used.',
    levels: ['a farm tile as with a 3', 'a farm tile as with a 6'],
    missionJa: '３の出目で農業',
    note: beforeHeading,
  },
  {
    ability: 12, id: '12', nameJa: '研究', name: 'Research',
    ja: '農場タイルではなく研究タイルを扱う以外は、上記の”11) 農業”と同様のルールを適用する。',
    notes: [],
    en: 'As 11 (farming), but takes a research tile: as with a 3; two identical tiles: as a 6. A third identical tile is not used.',
    levels: ['a research tile as with a 3', 'a research tile as with a 6'],
    missionJa: '３の出目で研究',
    note: beforeHeading,
  },
];
