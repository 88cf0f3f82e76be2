/// <reference lib="dom" />
// The panel "Play against another board", shown when GET /api/remote says a match can be made
// here (a host started with --remote-lobby) or while one plays. Two small forms for the operator:
// create a match (a game for two on the first board, the two seats — the game's sides when it
// names them —, an optional id) or join one by its id. Once a match plays, the remote line above
// the board takes over; the panel says which match this table plays and, made from this page,
// the id to tell the other table and who moves first (the API's answer: GET /api/remote omits it).
import type { Api } from './api.ts';
import { el } from './dom.ts';
import { both, t, type Key } from './i18n.ts';
import { inWords, type Words } from './lang.ts';
import type { CreateMatchRequest, GameInfo, RemoteLobbyStatus, RemoteStarted } from './types.ts';
import { viewFor } from './views/registry.ts';

/** What the page knows that the panel draws from. */
export interface LobbyContext {
  operator: boolean;
  catalog: GameInfo[];
  /** The first board (the one a match is played on), and its game's rules (the catalogue's id), when known. */
  board: string | null;
  boardGame: string | null;
}

/** The games two tables can play on the first board: two players allowed, and the board holds it. */
export function lobbyGames(catalog: readonly GameInfo[], board: string | null): GameInfo[] {
  return catalog.filter((g) => g.players[0] <= 2 && g.players[1] >= 2 && (board === null || g.fits[board] === null));
}

export type Read<T> = { ok: true; value: T } | { ok: false; error: Words };

/** Who plays what, and who moves first (both languages, as the catalogue says it). */
export const seatsWords = (seat: string, peer: string, first: string): Words => both('lobby.seats', { seat, peer, first });

/** The match this table plays now. */
export const playingWords = (match: string, seat: string, peer: string): Words => both('lobby.playing', { match, seat, peer });

/** The match this table played, its game over: another may be made. */
export const overWords = (match: string, seat: string, peer: string): Words => both('lobby.over', { match, seat, peer });

/** The create form's fields as a request, or what is wrong in words. */
export function createRequest(fields: { game: string; seat: string; peer: string; match: string }): Read<CreateMatchRequest> {
  const [game, seat, peer, match] = [fields.game, fields.seat, fields.peer, fields.match].map((s) => s.trim());
  if (game === '') return { ok: false, error: both('lobby.noGame') };
  if (seat === '' || peer === '') return { ok: false, error: both('lobby.noSeats') };
  if (seat === peer) return { ok: false, error: both('lobby.sameSeats') };
  return { ok: true, value: { game, seat, peer, ...(match === '' ? {} : { match }) } };
}

/** The panel's own words (the catalogue's `lobby.*`), or words given in both languages. */
const say = (words: Key | Words): string => (typeof words === 'string' ? t(words) : inWords(words));

export class RemoteLobbyPanel {
  private status: RemoteLobbyStatus | null = null;
  /** The match made or joined from this page, and whether it was made here. */
  private started: { value: RemoteStarted; created: boolean } | null = null;
  private busy = false;
  /** The game whose seat fields are drawn. */
  private seatsFor: string | null = null;
  private ctx: LobbyContext = { operator: false, catalog: [], board: null, boardGame: null };

  private readonly line = el('p', { id: 'lobby-status', class: 'lobby-status' });
  private readonly made = el('div', { id: 'lobby-made', class: 'lobby-made', role: 'status' });
  private readonly signIn = el('p', { id: 'lobby-signin', class: 'lobby-signin' }, say('lobby.signIn'));
  private readonly game = el('select', { name: 'game' });
  private readonly seats = el('div', { class: 'lobby-seats' });
  private readonly createError = el('p', { id: 'lobby-create-error', class: 'lobby-error', role: 'alert' });
  private readonly joinError = el('p', { id: 'lobby-join-error', class: 'lobby-error', role: 'alert' });
  private readonly createForm = el('form', { id: 'lobby-create', class: 'setup lobby-form', autocomplete: 'off' },
    el('h4', {}, say('lobby.create')),
    el('label', {}, say('lobby.game'), ' ', this.game),
    this.seats,
    el('label', {}, say('lobby.matchOptional'), ' ', el('input', { name: 'match', placeholder: say('lobby.matchPicked'), spellcheck: 'false' })),
    el('button', { type: 'submit' }, say('lobby.createButton')),
    this.createError,
  );
  private readonly joinForm = el('form', { id: 'lobby-join', class: 'setup lobby-form', autocomplete: 'off' },
    el('h4', {}, say('lobby.join')),
    el('label', {}, say('lobby.matchId'), ' ', el('input', { name: 'match', placeholder: say('lobby.matchTold'), spellcheck: 'false' })),
    el('button', { type: 'submit' }, say('lobby.joinButton')),
    this.joinError,
  );

  /** `onStarted`: a match was made or joined (the page reloads its board). */
  constructor(private readonly target: HTMLElement, private readonly api: Api, private readonly onStarted: (started: RemoteStarted) => void) {
    target.replaceChildren(el('h3', {}, say('lobby.title')), this.line, this.made, this.signIn, this.createForm, this.joinForm);
    target.hidden = true;
    this.game.addEventListener('change', () => this.drawSeats());
    this.createForm.addEventListener('submit', (e) => {
      e.preventDefault();
      const data = new FormData(this.createForm);
      const text = (name: string): string => String(data.get(name) ?? '');
      const request = createRequest({ game: text('game'), seat: text('seat'), peer: text('peer'), match: text('match') });
      if (!request.ok) return this.fail(this.createError, say(request.error));
      void this.send('create', request.value);
    });
    this.joinForm.addEventListener('submit', (e) => {
      e.preventDefault();
      const match = String(new FormData(this.joinForm).get('match') ?? '').trim();
      if (match === '') return this.fail(this.joinError, say('lobby.noMatch'));
      void this.send('join', { match });
    });
  }

  /** Asks the host whether a match can be made here, and which one is played. */
  async load(): Promise<void> {
    const answer = await this.api.get<RemoteLobbyStatus>('/api/remote');
    // A lost answer keeps what was known: the next load asks again.
    if (answer.ok) this.status = answer.value;
  }

  render(ctx: LobbyContext): void {
    this.ctx = ctx;
    const s = this.status;
    const playing = s?.match ?? null;
    this.target.hidden = s === null || (!s.available && playing === null);
    if (s === null || this.target.hidden) return;
    this.line.hidden = playing === null;
    if (playing !== null) this.line.textContent = say((s.available ? overWords : playingWords)(playing.match, playing.seat, playing.peer));
    this.drawMade(!s.available && this.started !== null && this.started.value.match === playing?.match ? this.started : null);
    this.signIn.hidden = !s.available || ctx.operator;
    this.createForm.hidden = this.joinForm.hidden = !s.available || !ctx.operator;
    if (s.available && ctx.operator) this.drawGames();
    for (const button of this.target.querySelectorAll('button')) button.disabled = this.busy;
  }

  // ── Inside ──────────────────────────────────────────────────────────────────────────────────

  private draw(): void { this.render(this.ctx); }

  private fail(where: HTMLElement, message: string): void {
    where.textContent = message;
    where.dataset.kind = 'error';
  }

  private async send(kind: 'create' | 'join', body: CreateMatchRequest | { match: string }): Promise<void> {
    if (this.busy) return;
    const where = kind === 'create' ? this.createError : this.joinError;
    this.createError.textContent = this.joinError.textContent = '';
    where.textContent = say('lobby.asking');
    where.dataset.kind = 'info';
    this.busy = true;
    this.draw();
    const answer = await this.api.post<RemoteStarted>(`/api/remote/${kind}`, body);
    this.busy = false;
    if (!answer.ok) {
      this.fail(where, answer.message);
      return this.draw();
    }
    where.textContent = '';
    (kind === 'create' ? this.createForm : this.joinForm).reset();
    this.started = { value: answer.value, created: kind === 'create' };
    await this.load();
    this.draw();
    this.onStarted(answer.value);
  }

  /** The match made or joined here: its id large (the other table needs it), the seats, who moves first. */
  private drawMade(made: { value: RemoteStarted; created: boolean } | null): void {
    const key = JSON.stringify(made);
    if (this.made.dataset.shown === key) return;
    this.made.dataset.shown = key;
    this.made.hidden = made === null;
    if (made === null) return this.made.replaceChildren();
    const { match, seat, peer, first } = made.value;
    this.made.replaceChildren(
      el('p', { class: 'lobby-tell' }, say(made.created ? 'lobby.tell' : 'lobby.joined'), ' ', el('strong', { id: 'lobby-match-id', class: 'lobby-id' }, match)),
      el('p', {}, say(seatsWords(seat, peer, first))),
    );
  }

  /** The game select: the games for two on the first board, keeping the operator's pick. */
  private drawGames(): void {
    const games = lobbyGames(this.ctx.catalog, this.ctx.board);
    const key = JSON.stringify(games.map((g) => g.id));
    if (this.game.dataset.shown !== key) {
      const keep = this.game.options.length > 0 ? this.game.value : this.ctx.boardGame;
      this.game.dataset.shown = key;
      this.game.replaceChildren(...games.map((g) => el('option', { value: g.id, selected: g.id === keep }, inWords(g.names, g.title))));
    }
    this.drawSeats();
  }

  /** The seats: the game's sides to pick from when it names them, else free text (north, south). */
  private drawSeats(): void {
    const game = this.game.value;
    if (this.seatsFor === game) return;
    this.seatsFor = game;
    void viewFor(game === '' ? null : game).then((view) => {
      if (this.seatsFor !== game) return;
      const sides = view.sides;
      if (sides === undefined) {
        const field = (name: string, value: string) => el('input', { name, value, spellcheck: 'false', autocapitalize: 'off' });
        this.seats.replaceChildren(
          el('label', {}, say('lobby.seat'), ' ', field('seat', 'north')),
          el('label', {}, say('lobby.peer'), ' ', field('peer', 'south')),
          el('small', {}, say('lobby.usersHint')),
        );
        return;
      }
      const pick = (name: string, chosen: string) => el('select', { name }, ...sides.map((side) => el('option', { value: side, selected: side === chosen }, side)));
      const seat = pick('seat', sides[0]);
      const peer = pick('peer', sides[1]);
      // One side each: picking a side gives the other table the other one.
      const other = (side: string) => (side === sides[0] ? sides[1] : sides[0]);
      seat.addEventListener('change', () => { peer.value = other(seat.value); });
      peer.addEventListener('change', () => { seat.value = other(peer.value); });
      this.seats.replaceChildren(
        el('label', {}, say('lobby.seat'), ' ', seat),
        el('label', {}, say('lobby.peer'), ' ', peer),
        el('small', {}, say('lobby.sidesHint')),
      );
    });
  }
}
