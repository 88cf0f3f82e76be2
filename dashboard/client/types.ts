/// <reference lib="dom" />
// What the API answers, typed from the host's own declarations (type-only: nothing of the host
// is bundled into the page).
import type { BoardDetail, BoardSummary, GameDetail, Host, HostEvent, LessonInfo } from '../../host/index.ts';

import type { CreateMatchRequest, RemoteLobbyStatus, RemoteStarted } from '../remote.ts';

export type { BoardDetail, BoardSummary, CreateMatchRequest, GameDetail, HostEvent, LessonInfo, RemoteLobbyStatus, RemoteStarted };
export type GameInfo = ReturnType<Host['catalog']>[number];

/** The shape of every error the API answers with. */
export interface ApiError { statusCode: number; error: string; message: string }

/** A game's `awaiting` field: a choice to make or a physical cast to count. */
export type Awaiting =
  | { type: 'choice'; prompt: string; options: string[] }
  | { type: 'pending'; for: 'cast'; sticks: number; purpose: string }
  | { type: 'entry'; prompt: string; schema: unknown; example?: unknown };
