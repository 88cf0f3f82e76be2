// One opened serial port with the frame encoder/decoder attached. A BoardLink makes a new one
// for every (re)connect, so no half-received frame or stale stream state survives a reconnect.
import { SerialPortStream } from '@serialport/stream';
import type { BindingInterface } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import type { Transform } from 'node:stream';
import { createFrameDecoder, createFrameEncoder } from '../../hardware/index.ts';
import type { Clock, Decoded, Message } from '../../hardware/index.ts';

export interface ConnectionHandlers {
  decoded(d: Decoded): void;
  bytesIn(n: number): void;
  bytesOut(n: number): void;
  /** The port closed without us asking (USB unplug, driver error). */
  closed(reason: string, disconnected: boolean): void;
  log(line: string): void;
}

export interface ConnectionOptions {
  binding: BindingInterface;
  path: string;
  baudRate: number;
  clock: Clock;
  openTimeoutMs: number;
}

export type OpenConnectionResult = { ok: true; connection: Connection } | { ok: false; reason: string };

export class Connection {
  private closing = false;
  private gone = false;

  private constructor(
    private readonly port: SerialPortStream,
    private readonly encoder: Transform,
    private readonly decoder: Transform,
    private readonly handlers: ConnectionHandlers,
  ) {}

  /** Opens the port; resolves with the OS reason on failure. Never throws, never hangs. */
  static open(options: ConnectionOptions, handlers: ConnectionHandlers): Promise<OpenConnectionResult> {
    return new Promise((resolve) => {
      let port: SerialPortStream;
      try {
        port = new SerialPortStream({
          binding: options.binding, path: options.path, baudRate: options.baudRate, autoOpen: false,
        });
      } catch (err) {
        resolve({ ok: false, reason: reasonOf(err) });
        return;
      }
      // Errors also surface through callbacks and 'close'; an unhandled 'error' would crash the host.
      port.on('error', (err) => handlers.log(`serial error on ${options.path}: ${reasonOf(err)}`));
      let settled = false;
      const timer = options.clock.setTimeout(() => {
        if (settled) return;
        settled = true;
        resolve({ ok: false, reason: `opening did not finish within ${options.openTimeoutMs} ms` });
      }, options.openTimeoutMs);
      const finish = (result: () => OpenConnectionResult) => {
        if (settled) return;
        settled = true;
        options.clock.clearTimeout(timer);
        resolve(result());
      };
      try {
        port.open((err) => {
          if (settled) {
            // Too late: the caller gave up. Do not leave the port open behind its back.
            if (!err) port.close(() => undefined);
            return;
          }
          finish(() => (err ? { ok: false, reason: reasonOf(err) } : { ok: true, connection: Connection.attach(port, handlers) }));
        });
      } catch (err) {
        finish(() => ({ ok: false, reason: reasonOf(err) })); // a binding that throws instead of rejecting
      }
    });
  }

  private static attach(port: SerialPortStream, handlers: ConnectionHandlers): Connection {
    const connection = new Connection(port, createFrameEncoder(), createFrameDecoder(), handlers);
    connection.wire();
    return connection;
  }

  private wire(): void {
    const { port, encoder, decoder, handlers } = this;
    encoder.on('data', (chunk: Buffer) => {
      if (this.gone || !port.isOpen) return;
      handlers.bytesOut(chunk.length);
      port.write(chunk);
    });
    port.on('data', (chunk: Buffer) => {
      if (this.gone) return;
      handlers.bytesIn(chunk.length);
      decoder.write(chunk);
    });
    decoder.on('data', (d: Decoded) => {
      if (!this.gone) handlers.decoded(d);
    });
    encoder.on('error', (err) => handlers.log(`frame encoder error: ${reasonOf(err)}`));
    decoder.on('error', (err) => handlers.log(`frame decoder error: ${reasonOf(err)}`));
    port.on('close', (err: unknown) => {
      if (this.closing || this.gone) return;
      this.release();
      const disconnected = isDisconnect(err);
      handlers.closed(err ? reasonOf(err) : 'the port closed', disconnected);
    });
  }

  get isOpen(): boolean { return !this.gone && this.port.isOpen; }

  send(message: Message): boolean {
    if (!this.isOpen) return false;
    this.encoder.write(message);
    return true;
  }

  /**
   * Changes the line speed once everything written so far has left at the old one. Resolves
   * false when the port is gone or refuses the speed. Never throws.
   */
  setBaudRate(baudRate: number): Promise<boolean> {
    if (!this.isOpen) return Promise.resolve(false);
    const port = this.port;
    return new Promise((resolve) => {
      port.drain((drainError) => {
        if (drainError || !this.isOpen) { resolve(false); return; }
        port.update({ baudRate }, (err) => resolve(!err));
      });
    });
  }

  /** Closes the port (if still open) and detaches everything. Idempotent, never rejects. */
  close(): Promise<void> {
    if (this.gone) return Promise.resolve();
    this.closing = true;
    const port = this.port;
    this.release();
    if (!port.isOpen) return Promise.resolve();
    return new Promise((resolve) => port.close(() => resolve()));
  }

  private release(): void {
    this.gone = true;
    this.encoder.destroy();
    this.decoder.destroy();
  }
}

function reasonOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

function isDisconnect(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { disconnected?: unknown }).disconnected === true;
}
