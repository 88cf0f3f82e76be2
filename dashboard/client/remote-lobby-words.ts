// The words of the panel "Play against another board" (remote-lobby.ts), in English and Japanese
// (the page's language, lang.ts). The API's refusals come in its own words (English).
import type { Words } from './lang.ts';

const w = (en: string, ja: string): Words => ({ en, ja });

export const LOBBY = {
  title: w('Play against another board', '別の盤と対局'),
  create: w('Create a match', '対局を作る'),
  game: w('Game', 'ゲーム'),
  seat: w('Your seat', 'こちらの席'),
  peer: w('The other table’s seat', '相手の席'),
  sidesHint: w('This game names its sides: the seats are its sides.', 'このゲームの席は陣営名です。'),
  usersHint: w('With the README’s broker rules, each seat is the name of its table’s broker user.', 'README のブローカー設定では、席名は各卓のブローカーのユーザー名です。'),
  matchOptional: w('Match id (optional)', '対局ID（任意）'),
  matchPicked: w('empty: this table picks one', '空欄ならこの卓が決めます'),
  createButton: w('Create match', '対局を作る'),
  join: w('Join a match', '対局に参加する'),
  matchId: w('Match id', '対局ID'),
  matchTold: w('the id the other table tells you, e.g. m-7f3a9c', '相手から聞いたID（例: m-7f3a9c）'),
  joinButton: w('Join match', '参加する'),
  signIn: w('Sign in with the operator token (top of the page) to create or join a match.', '対局を作る・参加するには、ページ上部でオペレーターのトークンを入力してください。'),
  asking: w('Asking the broker…', 'ブローカーに問い合わせ中…'),
  noMatch: w('Type the match id the other table was told.', '相手から聞いた対局IDを入力してください。'),
  noGame: w('Pick a game.', 'ゲームを選んでください。'),
  noSeats: w('Name both seats.', '両方の席を入力してください。'),
  sameSeats: w('The two seats must differ.', '二つの席は別の名前にしてください。'),
  tell: w('Tell the other table: match', '相手の卓に伝えてください: 対局'),
  joined: w('Joined match', '参加した対局'),
};

/** Who plays what, and who moves first. */
export const seatsWords = (seat: string, peer: string, first: string): Words =>
  w(`You play ${seat} against ${peer}; ${first} moves first.`, `こちらは ${seat}、相手は ${peer}。先手は ${first} です。`);

/** The match this table plays now. */
export const playingWords = (match: string, seat: string, peer: string): Words =>
  w(`Playing match ${match} as ${seat} against ${peer}.`, `対局 ${match} を ${seat} として ${peer} と対局中。`);

/** The match this table played, its game over: another may be made. */
export const overWords = (match: string, seat: string, peer: string): Words =>
  w(`Match ${match} (${seat} against ${peer}) is over: create or join another.`, `対局 ${match}（${seat} 対 ${peer}）は終わりました。次の対局を作るか参加できます。`);
