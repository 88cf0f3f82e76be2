// The host's link to one board: open + HELLO handshake, the switch to a faster line speed when
// the board offers one (and a step down, held for a while, when that line turns out noisy), STATE
// stream, LEDS flow control (as deltas when the board takes them), heartbeat, loss detection and
// reconnect with backoff. A board that later announces another size than the one it was opened
// with is refused until the right one answers. All timing goes through the injected clock, so the
// whole link runs in virtual time in tests and in `simulate`. Which phase the link is in, with the
// state of that phase, is link-phase.ts; what a frame says about a restart of the board, restart.ts.
import { BehaviorSubject, Subject } from 'rxjs';
import type { Observable } from 'rxjs';
import { ErrorCode } from '../../hardware/index.ts';
import type { Clock, Decoded, Hello, Message, State, TimerHandle } from '../../hardware/index.ts';
import { backoffDelay, defaultBackoff } from './backoff.ts';
import { Connection } from './connection.ts';
import { FrameWaits } from './frame-waits.ts';
import { hostHello, protocolMismatch, wrongSize } from './hello-checks.ts';
import { BoardPicture } from './board-picture.ts';
import { LedsQueue } from './leds-queue.ts';
import { fastestCommonSpeed, garbledAfterBytes, slowerSpeed, switchSpeed } from './line-speed.ts';
import type { SpeedSwitchOutcome } from './line-speed.ts';
import { NoiseMeter, SPEED_HOLD_MS } from './line-noise.ts';
import { lineWords } from './line-words.ts';
import type { Trouble } from './line-noise.ts';
import { SeqTracker } from './seq-tracker.ts';
import type { SeqVerdict } from './seq-tracker.ts';
import { checkRestart } from './restart.ts';
import {
  awaitingHello, bytesHeard, canOpen, CLOSED, connecting, FAILED, garbageCleared, garbageSuspected, helloOver,
  helloSent, IDLE, isUp, lost, lostAgain, probing, retryScheduled, retryTimer, running, switchingTo, switchOver,
  uptimeSeen,
} from './link-phase.ts';
import type { Handshake, HelloAnswer, LinkPhase, Lost, Reconnect } from './link-phase.ts';
import { Watchdog } from './watchdog.ts';
import { zeroCounters } from './types.ts';
import { said, type Said } from '../said.ts';
import type {
  BackoffOptions, BoardLinkOptions, LedsFrame, LedsShown, LinkCounters, LinkError, LinkErrorKind,
  LinkStatus, OpenResult, SteppedDown,
} from './types.ts';

/** PINGs that ask whether a run of garbage at a switched speed was noise (probeGarbage). */
const PROBE_PINGS = 2;

/** Distributes Omit over the union so each message keeps its own fields. */
type Unnumbered<M> = M extends Message ? Omit<M, 'seq'> : never;

export class BoardLink {
  readonly path: string;
  private readonly opts: Required<Omit<BoardLinkOptions, 'backoff' | 'log'>> & { backoff: BackoffOptions };
  private readonly clock: Clock;
  private readonly logLine: (line: string) => void;

  private readonly statusSubject: BehaviorSubject<LinkStatus>;
  private readonly statesSubject = new Subject<State>();
  /** A GET_STATE asked for mid-switch, sent once the line is settled. */
  private stateWanted = false;
  private readonly ledsShownSubject = new Subject<LedsShown>();
  readonly status$: Observable<LinkStatus>;
  readonly states$: Observable<State>;
  readonly ledsShown$: Observable<LedsShown>;

  private readonly counts: LinkCounters = zeroCounters();
  private readonly seqTracker = new SeqTracker();
  private readonly leds: LedsQueue;

  /** What the link is doing, with the state of that phase alone (link-phase.ts). */
  private phase: LinkPhase = IDLE;
  // The port: across phases, since a phase's end and its port's close overlap.
  private connection: Connection | undefined;
  /** Bumped for every connection, so events from an old port are ignored. */
  private generation = 0;
  /** The line's speed now (the opening speed until a switch is confirmed); the last line's while lost. */
  private lineBaud: number;
  /**
   * The board this link serves: its latest HELLO, kept while lost (statuses name it). Its size is
   * the first HELLO's (no other size is ever taken): a HELLO of another size is refused.
   */
  private board: Hello | undefined;
  // Numbering across connections.
  private nextSeq = 0;
  private nextNonce = 1;
  private readonly watchdog: Watchdog;
  private readonly frameWaits: FrameWaits;
  // The speed policy, across connections.
  /** The board refused the speed it offered (ERROR UNSUPPORTED_SPEED): later connections stay at the opening speed. */
  private fastRefused = false;
  /** Trouble seen at a switched speed (line-noise.ts). */
  private readonly noise = new NoiseMeter();
  /** The line held down after noise or a failed switch, until its timer ends the hold. */
  private hold: (SteppedDown & { timer: TimerHandle }) | undefined;
  /** What the board shows (the base of a delta); unknown after a (re)connect. */
  private readonly picture = new BoardPicture();

  constructor(options: BoardLinkOptions) {
    this.path = options.path;
    this.clock = options.clock;
    this.logLine = options.log ?? (() => undefined);
    this.opts = {
      path: options.path,
      binding: options.binding,
      clock: options.clock,
      baudRate: options.baudRate ?? 115200,
      maxBaudRate: options.maxBaudRate ?? 1_000_000,
      speedConfirmMs: options.speedConfirmMs ?? 100,
      helloTimeoutMs: options.helloTimeoutMs ?? 1000,
      helloAttempts: Math.max(1, options.helloAttempts ?? 3),
      heartbeatMs: options.heartbeatMs ?? 500,
      deadAfterMs: options.deadAfterMs ?? 2000,
      ackTimeoutMs: options.ackTimeoutMs ?? 250,
      openTimeoutMs: options.openTimeoutMs ?? 5000,
      backoff: { ...defaultBackoff, ...options.backoff },
    };
    this.lineBaud = this.opts.baudRate;
    this.frameWaits = new FrameWaits(this.clock);
    this.statusSubject = new BehaviorSubject<LinkStatus>({ state: 'connecting', reason: 'not opened yet', said: said('link-not-opened') });
    this.status$ = this.statusSubject.asObservable();
    this.states$ = this.statesSubject.asObservable();
    this.ledsShown$ = this.ledsShownSubject.asObservable();
    this.leds = new LedsQueue({
      clock: this.clock,
      ackTimeoutMs: this.opts.ackTimeoutMs,
      transmit: (frame, whole) => this.transmitLeds(frame, whole),
      shown: (seq, at) => {
        this.picture.acked(seq);
        this.ledsShownSubject.next({ seq, at });
      },
      ackTimedOut: (seq, willResend) => {
        this.counts.ackTimeouts++;
        this.log(`no ACK for LEDS #${seq} within ${this.opts.ackTimeoutMs} ms: ${willResend ? 'resending it' : 'moving on'}`);
      },
    });
    this.watchdog = new Watchdog({
      clock: this.clock,
      heartbeatMs: this.opts.heartbeatMs,
      deadAfterMs: this.opts.deadAfterMs,
      ping: () => this.send({ type: 'PING', nonce: this.takeNonce() }),
      dead: () => this.lose(`no frame from ${this.path} for ${this.opts.deadAfterMs} ms`, said('link-silent', { path: this.path, ms: this.opts.deadAfterMs }), true),
    });
  }

  /** The current status (also the first value every status$ subscriber gets). */
  get status(): LinkStatus { return this.statusSubject.getValue(); }

  /** A snapshot of the link's counters. */
  get counters(): LinkCounters { return { ...this.counts }; }

  /** The board's HELLO, once a handshake succeeded. */
  get hello(): Hello | undefined { return this.board; }

  /** The line's speed now: the opening speed, or the faster one the board confirmed. */
  get baudRate(): number { return this.lineBaud; }

  /** Opens the port and does the HELLO handshake. Resolves with an error value; never throws or hangs. */
  async open(): Promise<OpenResult> {
    if (this.phase.kind === 'closed') return this.failure('closed', 'the link was closed');
    if (!canOpen(this.phase)) return this.failure('already-open', `${this.path} is already open`);
    this.phase = connecting(undefined);
    this.setStatus({ state: 'connecting', reason: `opening ${this.path}`, said: said('link-opening', { path: this.path }) });
    const result = await this.connect();
    if (this.isClosed()) return result.ok ? this.failure('closed', 'the link was closed') : result;
    if (!result.ok) {
      this.phase = FAILED;
      this.setStatus({ state: 'failed', reason: result.error.message, said: failedSaid(result.error) });
    }
    return result;
  }

  /**
   * Asks the board to show a frame. Latest wins: while a frame waits for its ACK the new one
   * waits, and of several waiting frames only the newest is sent.
   */
  sendLeds(frame: LedsFrame): void {
    if (this.phase.kind === 'closed') return;
    const cells = this.board ? this.board.rows * this.board.cols : undefined;
    if (cells !== undefined && frame.cells.length !== cells) {
      this.log(`LEDS frame has ${frame.cells.length} cells, the board ${this.path} has ${cells}`);
    }
    this.leds.request(frame);
  }

  /**
   * Asks the board for its state (GET_STATE; a STATE answers), for a listener that came after the
   * board's last report: a still board reports nothing by itself. Mid-switch it goes out once the
   * line is settled; while the link is not up, nothing is sent (the handshake brings a STATE).
   */
  requestState(): void {
    if (this.phase.kind === 'running') this.askState();
    else if (this.phase.kind === 'switching') this.stateWanted = true;
  }

  private askState(): void {
    this.stateWanted = false;
    this.send({ type: 'GET_STATE' });
  }

  /** Stops timers, closes the port, completes the observables. */
  async close(): Promise<void> {
    const was = this.phase;
    if (was.kind === 'closed') return;
    this.phase = CLOSED;
    this.watchdog.stop();
    if (was.kind === 'lost') this.clearTimer(was.timer);
    this.clearTimer(this.hold?.timer);
    this.hold = undefined;
    this.leds.suspend();
    this.frameWaits.endAll();
    if (was.kind === 'hello') was.answer.abort(this.error('closed', 'the link was closed'));
    await this.dropConnection();
    this.statusSubject.complete();
    this.statesSubject.complete();
    this.ledsShownSubject.complete();
  }

  // ---- connecting -------------------------------------------------------------------------

  /**
   * Opens the port and runs the handshake, from the connecting phase; on success the link is
   * already up when this resolves, and `connection` stays set. On failure the port is closed again.
   */
  private async connect(): Promise<OpenResult> {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    this.seqTracker.reset(); // a new port: the board's numbering is unknown until its first frame
    const opened = await Connection.open(
      {
        binding: this.opts.binding, path: this.path, baudRate: this.opts.baudRate,
        clock: this.clock, openTimeoutMs: this.opts.openTimeoutMs,
      },
      {
        decoded: (d) => { if (current()) this.onDecoded(d); },
        bytesIn: (n) => { if (current()) this.onBytesIn(n); },
        bytesOut: (n) => { if (current()) this.counts.bytesOut += n; },
        closed: (reason, disconnected) => { if (current()) this.onPortClosed(reason, disconnected); },
        log: (line) => this.log(line),
      },
    );
    if (!opened.ok) return this.failure('port-open-failed', `cannot open ${this.path}: ${opened.reason}`);
    if (this.isClosed() || !current()) {
      await opened.connection.close();
      return this.failure('closed', 'the link was closed');
    }
    this.connection = opened.connection;
    this.lineBaud = this.opts.baudRate;
    const result = await this.handshake();
    if (!result.ok) {
      await this.dropConnection();
      return result;
    }
    const stillUp = await this.negotiateSpeed(result.hello, current);
    if (!current() || !isUp(this.phase)) return result;
    if (stillUp) this.leds.resume();
    else this.lose(`${this.path} did not answer at ${this.opts.baudRate} baud after a failed speed switch`, said('link-speed-unanswered', { path: this.path, baud: this.opts.baudRate }));
    return result;
  }

  /**
   * After HELLO: the line to the fastest speed both sides can do (line-speed.ts), or while a hold
   * is on, the fastest it allows. Resolves false when the board answers at no speed any more.
   */
  private async negotiateSpeed(hello: Hello, current: () => boolean): Promise<boolean> {
    const baud = this.fastRefused ? undefined : fastestCommonSpeed(hello, this.opts.baudRate, this.speedCap());
    if (baud === undefined) return true;
    const outcome = await this.runSwitch(baud, current);
    if (outcome === undefined) return false; // the port went away meanwhile: the reconnect tries again
    this.switched(outcome, baud);
    // Retrying on every reconnect would cost the same wait each time: hold the line down a while.
    if (outcome.kind === 'fell-back' || outcome.kind === 'lost') this.holdDown(baud, this.opts.baudRate, 'no-answer');
    if (outcome.kind === 'fell-back') this.announceLine();
    return outcome.kind !== 'lost';
  }

  /** The fastest speed the link may use now: maxBaudRate, or lower while a hold is on. */
  private speedCap(): number {
    return Math.min(this.opts.maxBaudRate, this.hold?.to ?? Infinity);
  }

  /**
   * SET_SPEED and its confirmation, with the heartbeat paused (no PING may cross the switch at the
   * wrong speed); the line's speed follows the outcome. Undefined when the connection went away.
   */
  private async runSwitch(baud: number, current: () => boolean): Promise<SpeedSwitchOutcome | undefined> {
    this.watchdog.stop();
    if (isUp(this.phase)) this.phase = switchingTo(this.phase, baud);
    const outcome = await switchSpeed({
      send: (message) => this.send(message),
      nonce: () => this.takeNonce(),
      awaitFrame: (match, ms) => this.frameWaits.next(match, ms),
      setBaudRate: async (rate) => (await this.connection?.setBaudRate(rate)) === true,
      sleep: (ms) => this.sleep(ms),
      current,
    }, baud, this.opts.baudRate, { answerMs: this.opts.helloTimeoutMs, confirmMs: this.opts.speedConfirmMs });
    if (this.phase.kind === 'switching') this.phase = switchOver(this.phase);
    if (!current()) return undefined;
    if (outcome.kind === 'switched') this.lineBaud = baud;
    else if (outcome.kind !== 'refused') this.lineBaud = this.opts.baudRate; // both sides fell back
    if (isUp(this.phase)) {
      this.phase = garbageCleared(this.phase);
      this.watchdog.start();
      if (this.stateWanted) this.askState();
    }
    return outcome;
  }

  /** Counts and logs a switch's outcome. */
  private switched(outcome: SpeedSwitchOutcome, baud: number): void {
    switch (outcome.kind) {
      case 'switched':
        this.counts.speedSwitches++;
        this.log(`${this.path}: line at ${baud} baud`);
        return;
      case 'refused':
        this.fastRefused = true;
        this.log(`${this.path} refused ${baud} baud: staying at ${this.lineBaud}`);
        return;
      case 'fell-back':
      case 'lost':
        this.counts.speedFallbacks++;
        this.log(`${this.path} did not answer at ${baud} baud: back to ${this.opts.baudRate}`);
    }
  }

  /**
   * On the ready link: the line to `baud` (down after noise, back up after a hold), LED frames
   * held meanwhile and the picture sent whole after. A switch the board does not confirm leaves
   * both sides at the opening speed; the link then tries the fastest speed its hold allows, once
   * (a step down whose SET_SPEED was lost in the noise gets there from the clean opening speed).
   */
  private async changeSpeed(baud: number, retry = true): Promise<void> {
    const generation = this.generation;
    const current = () => generation === this.generation && isUp(this.phase);
    const before = this.lineBaud;
    this.leds.suspend();
    const outcome = await this.runSwitch(baud, current);
    if (outcome === undefined) return; // lost meanwhile: the reconnect takes over
    this.switched(outcome, baud);
    // A faster speed not confirmed: the line stays at most at the speed it ran at before.
    if (outcome.kind === 'fell-back' && baud > before) this.holdDown(baud, before, 'no-answer');
    if (outcome.kind === 'lost') {
      this.lose(`${this.path} did not answer at ${baud} baud, nor at ${this.opts.baudRate} after it`, said('link-speed-unanswered', { path: this.path, baud: this.opts.baudRate }));
      return;
    }
    const cap = this.board && !this.fastRefused ? fastestCommonSpeed(this.board, this.opts.baudRate, this.speedCap()) : undefined;
    if (outcome.kind === 'fell-back' && retry && cap !== undefined) {
      await this.changeSpeed(cap, false);
      return;
    }
    this.picture.forget();
    this.leds.resume();
    this.announceLine();
  }

  /** A ready status that says what the line runs at, and why it is held down when it is. */
  private announceLine(): void {
    if (!isUp(this.phase) || !this.board) return;
    const { reason, said: words } = lineWords(this.lineBaud, this.hold);
    this.setStatus({ state: 'ready', hello: this.board, reason, said: words });
  }

  /** Holds the line at `to` or slower for SPEED_HOLD_MS; then the link tries the fastest speed again. */
  private holdDown(from: number, to: number, cause: SteppedDown['cause']): void {
    const earlier = this.hold;
    this.clearTimer(earlier?.timer);
    const timer = this.clock.setTimeout(() => this.endHold(), SPEED_HOLD_MS);
    // Step after step in the same noise: say where the line came down from.
    const top = earlier?.cause === cause ? Math.max(earlier.from, from) : from;
    this.hold = { from: top, to, cause, timer };
    this.noise.reset();
  }

  private endHold(): void {
    const hold = this.hold;
    this.hold = undefined;
    if (!hold || this.isClosed()) return;
    this.log(`${this.path}: the ${SPEED_HOLD_MS / 60_000} min at ${hold.to} baud or slower are over`);
    const baud = this.board && !this.fastRefused ? fastestCommonSpeed(this.board, this.opts.baudRate, this.opts.maxBaudRate) : undefined;
    // Not ready (or mid-switch): the next connection negotiates without the hold.
    if (this.phase.kind !== 'running') {
      this.setStatus({ ...this.status }); // the same status, no longer held down
      return;
    }
    if (baud !== undefined && baud > this.lineBaud) void this.changeSpeed(baud);
    else this.announceLine();
  }

  /**
   * Trouble at a switched speed. Past the limit the link steps down to the next slower speed the
   * board offers and holds there: at once when ready, at the reconnect when the link was lost.
   * Returns the words for the step down, or undefined.
   */
  private noticeTrouble(kind: Trouble): string | undefined {
    if (this.lineBaud === this.opts.baudRate || this.phase.kind === 'switching' || !this.board) return undefined;
    if (!this.noise.record(kind, this.clock.now())) return undefined;
    const from = this.lineBaud;
    const to = slowerSpeed(this.board, from, this.opts.baudRate);
    const seen = this.noise.describe();
    this.holdDown(from, to, 'noise');
    this.log(`${this.path}: ${seen} at ${from} baud: stepping down to ${to} baud for ${SPEED_HOLD_MS / 60_000} min`);
    if (kind !== 'lost' && isUp(this.phase)) void this.changeSpeed(to);
    return `stepped down from ${from} baud after noise (${seen}): at most ${to} baud for ${SPEED_HOLD_MS / 60_000} min`;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => { this.clock.setTimeout(resolve, ms); });
  }

  /**
   * Sends HELLO up to helloAttempts times and waits for the board's HELLO. The link turns ready
   * inside the frame handler, so the STATE the board sends right behind its HELLO is not lost.
   */
  private handshake(): Promise<OpenResult> {
    const { helloTimeoutMs, helloAttempts, baudRate } = this.opts;
    const from = this.phase;
    // connect() runs from the connecting phase; only close() leaves it meanwhile.
    if (from.kind !== 'connecting') return Promise.resolve(this.failure('closed', 'the link was closed'));
    return new Promise((resolve) => {
      let timer: TimerHandle | undefined;
      const finish = (result: OpenResult) => {
        this.clearTimer(timer);
        if (this.phase.kind === 'hello') this.phase = helloOver(this.phase);
        resolve(result);
      };
      const ask = () => {
        const phase = this.handshakePhase();
        if (!phase) return;
        this.phase = helloSent(phase);
        this.send(hostHello());
        timer = this.clock.setTimeout(() => {
          // finish() clears this timer: while it runs, the link is in the handshake phase.
          if ((this.handshakePhase()?.tries ?? helloAttempts) < helloAttempts) { ask(); return; }
          const waited = helloTimeoutMs * helloAttempts;
          finish(this.failure('no-answer',
            `no answer from ${this.path} within ${waited} ms: is it a tabletop board, at ${baudRate} baud?`));
        }, helloTimeoutMs);
      };
      const answer: HelloAnswer = {
        hello: (hello) => {
          const mismatch = protocolMismatch(hello);
          if (mismatch) { finish(this.failure('protocol-mismatch', mismatch)); return; }
          // A reconnect that finds another board than the one the link was opened with: not this one.
          const wrong = wrongSize(this.path, this.board, hello);
          if (wrong) { finish(this.failure('wrong-size', wrong)); return; }
          this.clearTimer(timer);
          this.becomeReady(hello, from.reconnect);
          finish({ ok: true, hello });
        },
        abort: (error) => finish({ ok: false, error }),
      };
      this.phase = awaitingHello(from, answer);
      ask();
    });
  }

  /** The handshake phase, while the link is in it. */
  private handshakePhase(): Handshake | undefined {
    return this.phase.kind === 'hello' ? this.phase : undefined;
  }

  private becomeReady(hello: Hello, reconnect: Reconnect): void {
    const reconnected = reconnect !== undefined;
    if (reconnected) this.counts.reconnects++;
    this.phase = running();
    this.board = hello;
    this.watchdog.start();
    this.log(`${this.path}: ${hello.firmwareId} ${hello.firmwareVersion.join('.')}, ` +
      `${hello.rows}x${hello.cols}, protocol v${hello.protocolMajor}.${hello.protocolMinor}`);
    this.setStatus({ state: 'ready', hello, ...(reconnected ? { reason: 'reconnected', said: said('link-reconnected') } : {}) });
    // The board may have missed changes (or lost power) while we were away: ask for the truth.
    if (reconnected) this.askState();
    this.picture.forget(); // LEDS resume once the line speed is settled (connect)
  }

  // ---- receiving --------------------------------------------------------------------------

  private onDecoded(d: Decoded): void {
    if (!d.ok) {
      if (d.error.kind === 'bad-crc') this.counts.crcErrors++;
      else if (d.error.kind === 'too-large') this.counts.framesTooLarge++;
      else this.counts.decodeErrors++;
      this.log(`dropped a bad frame from ${this.path}: ${d.error.kind}`);
      if (isUp(this.phase)) this.noticeTrouble('bad-frame');
      return;
    }
    if (isUp(this.phase)) this.phase = garbageCleared(this.phase);
    const message = d.message;
    this.counts.framesIn++;
    this.watchdog.heard();
    const seq = this.trackSeq(message);
    const phase = this.phase;
    if (phase.kind === 'hello') {
      // Until the board has said who it is, nothing else it sends can be trusted.
      if (message.type === 'HELLO') phase.answer.hello(message);
      return;
    }
    if (!isUp(phase)) return;
    this.frameWaits.heard(message);
    const restart = checkRestart(message, seq, phase.lastUptime);
    switch (message.type) {
      case 'STATE':
        if (this.board && message.occupied.length !== this.board.rows * this.board.cols) {
          // Another board behind the link whose HELLO was lost: none of its reports reach the game.
          this.lose(`${this.path} sent a report of ${message.occupied.length} cells, not of the ${this.board.rows}×${this.board.cols} board it was opened with: waiting for that board`, said('link-wrong-report', { path: this.path, cells: message.occupied.length, size: `${this.board.rows}×${this.board.cols}` }));
          break;
        }
        // A reboot whose HELLO was lost on the line still shows: the uptime went back.
        this.noteUptime(restart.lastUptime);
        if (restart.check.restarted && this.board) this.onBoardRestarted(this.board, restart.check.evidence);
        this.statesSubject.next(message);
        break;
      case 'ACK': this.leds.ack(message.ackedSeq); break;
      case 'HELLO':
        // A HELLO that continues the board's numbering answers one of ours (e.g. the boot HELLO
        // took the handshake and the answer came behind it); a rebooted board numbers afresh.
        if (this.refusedSize(message, restart.check.restarted)) break;
        if (!restart.check.restarted) { this.onHelloAnswer(message); break; }
        this.noteUptime(restart.lastUptime);
        this.onBoardRestarted(message, restart.check.evidence);
        break;
      case 'PING': this.send({ type: 'PONG', nonce: message.nonce }); break;
      case 'PONG': break; // the watchdog has heard it: that was its purpose
      case 'ERROR':
        if (message.code === ErrorCode.NO_BASE) {
          // The board does not show the frame the delta was built on: send the whole frame.
          this.counts.deltasRefused++;
          this.picture.forget();
          this.leds.refusedDelta(message.detail);
          break;
        }
        this.counts.boardErrors++;
        this.log(`board ${this.path} reported error code ${message.code} (detail ${message.detail})`);
        break;
      default:
        this.log(`ignored a ${message.type} frame from the board ${this.path}`);
    }
  }

  private onBytesIn(n: number): void {
    this.counts.bytesIn += n;
    if (!isUp(this.phase)) return;
    this.phase = bytesHeard(this.phase, n);
    const line = { baud: this.lineBaud, opening: this.opts.baudRate, limit: this.board ? garbledAfterBytes(this.board) : Infinity };
    if (garbageSuspected(this.phase, line)) void this.probeGarbage();
  }

  /**
   * More bytes than any frame of the board's without one valid frame, at a switched speed: the
   * board restarted (it talks at the opening speed again: start over there at once rather than
   * after deadAfterMs of garbage), or the line is noisy. A PING tells them apart: any valid frame
   * at this speed means the board is still here, and the garbage was noise. A second PING, in case
   * the noise took the first.
   */
  private async probeGarbage(): Promise<void> {
    if (!isUp(this.phase)) return;
    const generation = this.generation;
    const garbage = this.phase.bytesWithoutFrame;
    const baud = this.lineBaud;
    const gone = () => generation !== this.generation || !isUp(this.phase);
    this.phase = probing(this.phase, true);
    let heard: Message | undefined;
    for (let ping = 0; ping < PROBE_PINGS && heard === undefined && !gone(); ping++) {
      this.send({ type: 'PING', nonce: this.takeNonce() });
      heard = await this.frameWaits.next(() => true, this.opts.speedConfirmMs);
    }
    if (isUp(this.phase)) this.phase = probing(this.phase, false);
    if (gone() || this.phase.kind === 'switching') return; // a switch that began meanwhile checks the board itself
    if (heard) {
      this.noticeTrouble('garbage');
      return;
    }
    this.lose(`${garbage} bytes from ${this.path} without a valid frame at ${baud} baud, and no answer there (did the board restart?)`, said('link-garbage', { path: this.path, bytes: garbage, baud }), true);
  }

  /** Counts gaps in the board's numbering; returns the tracker's verdict on this frame. */
  private trackSeq(message: Message): SeqVerdict {
    const verdict = this.seqTracker.observe(message.seq);
    // A HELLO that breaks the numbering starts a new one (a booting board): not a gap.
    if (message.type !== 'HELLO' && verdict.missed > 0) {
      this.counts.seqGaps++;
      this.counts.framesMissed += verdict.missed;
    }
    return verdict;
  }

  /** The uptime the next STATE is compared with (restart.ts). */
  private noteUptime(lastUptime: number | undefined): void {
    if (isUp(this.phase)) this.phase = uptimeSeen(this.phase, lastUptime);
  }

  /**
   * A HELLO of another size than the board the link was opened with (a restart with a broken
   * configuration, another board on the port) is refused as the first connect would refuse it:
   * nothing it reports reaches the game, and the link reconnects until the right board answers.
   */
  private refusedSize(hello: Hello, restarted: boolean): boolean {
    const wrong = protocolMismatch(hello) === undefined ? wrongSize(this.path, this.board, hello) : undefined;
    if (wrong === undefined) return false;
    if (restarted) this.counts.boardResets++;
    this.lose(wrong, said('link-wrong-size', { path: this.path }));
    return true;
  }

  private onHelloAnswer(hello: Hello): void {
    const mismatch = protocolMismatch(hello);
    if (mismatch) { this.fail(mismatch, said('link-protocol-mismatch', { path: this.path })); return; }
    this.board = hello;
  }

  /** The board rebooted while we were connected: it lost its LEDs, so show the last frame again. */
  private onBoardRestarted(hello: Hello, evidence: string): void {
    this.counts.boardResets++;
    const mismatch = protocolMismatch(hello);
    if (mismatch) {
      this.fail(mismatch, said('link-protocol-mismatch', { path: this.path }));
      return;
    }
    this.board = hello;
    this.log(`board ${this.path} restarted (${evidence})`);
    this.setStatus({ state: 'ready', hello, reason: 'board restarted', said: said('link-board-restarted') });
    this.picture.forget();
    this.leds.resume();
  }

  private onPortClosed(reason: string, disconnected: boolean): void {
    this.connection = undefined;
    const why = disconnected ? `${this.path} disconnected: ${reason}` : `${this.path} closed: ${reason}`;
    if (this.phase.kind === 'hello') { this.phase.answer.abort(this.error('port-closed', why)); return; }
    this.lose(why, said(disconnected ? 'link-disconnected' : 'link-port-closed', { path: this.path, error: reason }));
  }

  // ---- loss and reconnect -----------------------------------------------------------------

  /** `noisy`: a loss that may be the line's fault (garbage, silence), trouble when at a switched speed. */
  private lose(reason: string, words: Said, noisy = false): void {
    if (!isUp(this.phase)) return;
    const steppedDown = noisy ? this.noticeTrouble('lost') : undefined;
    if (steppedDown) reason = `${reason}; ${steppedDown}`;
    this.watchdog.stop();
    this.leds.suspend();
    this.frameWaits.endAll();
    const phase = lost(this.dropConnection());
    this.phase = phase;
    this.log(`link to ${this.path} lost: ${reason}`);
    this.setStatus({ state: 'lost', reason, said: words, hello: this.board });
    this.scheduleReconnect(phase, reason);
  }

  private scheduleReconnect(from: Lost, lastProblem: string): void {
    const delay = backoffDelay(this.opts.backoff, from.attempt);
    const next = retryScheduled(from);
    if (this.phase === from) this.phase = next;
    this.setStatus({
      state: 'reconnecting',
      reason: `attempt ${next.attempt} in ${delay} ms (${lastProblem})`,
      said: said('link-reconnecting', { attempt: next.attempt, ms: delay }),
      hello: this.board,
    });
    const timer = this.clock.setTimeout(() => {
      if (this.phase.kind === 'lost') this.phase = retryTimer(this.phase, undefined);
      void this.reconnect();
    }, delay);
    if (this.phase === next) this.phase = retryTimer(next, timer);
  }

  private async reconnect(): Promise<void> {
    const waiting = this.phase;
    if (waiting.kind !== 'lost') return;
    await waiting.closingPort;
    if (this.phase.kind !== 'lost') return;
    const attempt = this.phase.attempt;
    this.phase = connecting(attempt);
    const result = await this.connect();
    if (this.phase.kind !== 'connecting') return; // up now, lost again, failed or closed meanwhile
    if (result.ok) return;
    if (result.error.kind === 'protocol-mismatch') {
      this.fail(result.error.message, failedSaid(result.error)); // another firmware was plugged in: retrying will not help
    } else {
      const phase = lostAgain(attempt);
      this.phase = phase;
      this.scheduleReconnect(phase, result.error.message);
    }
  }

  private fail(reason: string, words: Said): void {
    this.phase = FAILED;
    this.watchdog.stop();
    this.leds.suspend();
    this.frameWaits.endAll();
    void this.dropConnection();
    this.log(`link to ${this.path} failed: ${reason}`);
    this.setStatus({ state: 'failed', reason, said: words, hello: this.board });
  }

  private async dropConnection(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    this.generation++;
    if (connection) await connection.close();
  }

  // ---- sending ----------------------------------------------------------------------------

  /** A LEDS frame, or only its changes (BoardPicture decides); counted by kind. */
  private transmitLeds(frame: LedsFrame, whole: boolean): number {
    const message = this.picture.message(frame, this.board, whole);
    if (message.type === 'LEDS') this.counts.ledsWhole++;
    else this.counts.ledsDeltas++;
    const seq = this.send(message);
    this.picture.numbered(seq);
    return seq;
  }

  /** Numbers and writes a frame; returns the seq it was given. */
  private send(message: Unnumbered<Message>): number {
    const seq = this.nextSeq;
    this.nextSeq = (seq + 1) & 0xff;
    if (this.connection?.send({ ...message, seq } as Message)) this.counts.framesOut++;
    return seq;
  }

  private takeNonce(): number {
    const nonce = this.nextNonce;
    this.nextNonce = (nonce + 1) >>> 0 || 1;
    return nonce;
  }

  // ---- helpers ----------------------------------------------------------------------------

  /** Every status says whether the line is held down, and how far (the dashboard's link panel shows it). */
  private setStatus(status: LinkStatus): void {
    const { steppedDown: _, ...rest } = status;
    const hold = this.hold;
    const next = hold ? { ...rest, steppedDown: { from: hold.from, to: hold.to, cause: hold.cause } } : rest;
    this.statusSubject.next(next); // ignored once close() completed it
  }

  /** A method, not a field test: `phase` changes across awaits, which narrowing cannot see. */
  private isClosed(): boolean { return this.phase.kind === 'closed'; }

  private clearTimer(timer: TimerHandle | undefined): void {
    if (timer) this.clock.clearTimeout(timer);
  }

  private error(kind: LinkErrorKind, message: string): LinkError {
    return { kind, path: this.path, message };
  }

  private failure(kind: LinkErrorKind, message: string): { ok: false; error: LinkError } {
    return { ok: false, error: this.error(kind, message) };
  }

  private log(line: string): void {
    this.logLine(line);
  }
}

/** The words of a link that could not open or reconnect: its error's kind is the code. */
function failedSaid(error: LinkError): Said {
  return said(`link-${error.kind}`, { path: error.path });
}

