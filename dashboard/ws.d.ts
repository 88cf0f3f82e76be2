// The few parts of the `ws` package (installed with @fastify/websocket) the dashboard, its tests
// and its bench use. @types/ws is not installed; once it is, this file can go.
declare module 'ws' {
  import type { EventEmitter } from 'node:events';

  type RawData = Buffer | ArrayBuffer | Buffer[];

  class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly CONNECTING: 0;
    readonly OPEN: 1;
    readonly CLOSING: 2;
    readonly CLOSED: 3;
    constructor(address: string, options?: { headers?: Record<string, string>; perMessageDeflate?: boolean });
    readonly readyState: 0 | 1 | 2 | 3;
    readonly bufferedAmount: number;
    send(data: string | Buffer, cb?: (err?: Error) => void): void;
    ping(data?: unknown): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    on(event: 'open' | 'pong' | 'ping', listener: () => void): this;
    once(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (err: Error) => void): this;
    once(event: 'open' | 'pong' | 'ping', listener: () => void): this;
  }

  export { WebSocket, type RawData };
  export default WebSocket;
}
