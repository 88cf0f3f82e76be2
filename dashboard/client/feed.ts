// The live event feed: a WebSocket to /api/events that reconnects by itself (1 s, 2 s … 10 s).
import type { HostEvent } from './types.ts';

export type FeedState = 'connecting' | 'live' | 'lost';

export interface FeedHandlers {
  event(e: HostEvent): void;
  state(s: FeedState): void;
}

export function openFeed(handlers: FeedHandlers): () => void {
  let socket: WebSocket | null = null;
  let retryMs = 1000;
  let timer: number | undefined;
  let closed = false;

  const connect = (): void => {
    handlers.state('connecting');
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${scheme}//${location.host}/api/events`);
    socket.addEventListener('open', () => { retryMs = 1000; handlers.state('live'); });
    socket.addEventListener('message', (m) => {
      if (typeof m.data !== 'string') return;
      let data: unknown;
      try { data = JSON.parse(m.data); } catch { return; }
      if (typeof data === 'object' && data !== null && 'type' in data && data.type !== 'reply') handlers.event(data as HostEvent);
    });
    socket.addEventListener('close', () => {
      if (closed) return;
      handlers.state('lost');
      timer = window.setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    });
  };
  connect();
  return () => { closed = true; window.clearTimeout(timer); socket?.close(); };
}
