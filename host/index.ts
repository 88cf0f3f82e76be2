// Public surface of the host: board links, game tables (sensing → detector → session → lights),
// sessions, light rendering, the game journal and the host facade. Handed a serial binding and
// listeners by bin/.
export * from './link/index.ts';
export { GameTable, DEFAULT_SETTLE_MS, type TableBoard, type TableConfig } from './table/table.ts';
export { CAST_SHOWN_MS, CONFIRM_SHOWN_MS, TAP_MS } from './table/reducer.ts';
export { tableOnOneBoard } from './table/one-board.ts';
export type { BoardPort } from './board-port.ts';
export type { HostEvent, TableEvent } from './events.ts';
export type { Said, SaidParams } from './said.ts';
export { BOT_CODES, CORRECTION_CODES, END_CODES, JOURNAL_CODES, LINK_CODES, NOTE_CODES, REASON_CODES, REJECTED_CODES } from './event-codes.ts';
export type { ComputerStatus } from './bots/bot-player.ts';
export type { LessonStatus } from './lessons/lesson-guide.ts';
export type { LessonInfo } from './lessons/lesson-list.ts';
export type { RemoteMode, RemoteSide, TakenDecision } from './games/remote-side.ts';
export type { RemotePosition, RemoteStatus, RemoteStep } from './games/remote-status.ts';
export { GameSession, type Recorder, type SessionConfig, type SessionRecord, type Sticks } from './session/session.ts';
export type { SessionEvent } from './session/events.ts';
export { areaPosition, positionOf, type Candidate, type Position } from './detect/candidates.ts';
export { readBoard, type Reading } from './detect/detector.ts';
export { shapeOf, type GameShape } from './games/shape.ts';
export { CellMap, placeAreas, type BoardSpace, type Layout, type Placement, type Region } from './games/placement.ts';
export { renderFrame, type LedFrame, type RenderOptions } from './lights/render.ts';
export { planFor } from './lights/plan.ts';
export { ROLES, type LightPlan, type Role } from './lights/roles.ts';
export { defaultTheme, type Look } from './lights/theme.ts';
export { DEFAULT_CAP_MA, MA_PER_CHANNEL, estimateMa, capFactor } from './lights/current-cap.ts';
export { clockScheduler } from './clock-scheduler.ts';
export { planGame, profileByName, profileFitting, sensesCorners, sessionFor, type Checked, type GamePlan } from './game-plan.ts';
export { Host, type BoardConnection, type BoardDetail, type BoardSummary, type GameDetail, type GameInfo, type HostOptions, type LightRoleInfo, type NewGame, type ResumeReport, type SimControls } from './host.ts';
export * from './journal/index.ts';
export { hostError, type HostError, type HostErrorCode } from './errors.ts';
export * from './firmata/index.ts';
export { decideByNodeBudget } from './bots/decide.ts';
// How deep client JSON may nest, for the dashboard's socket (which sees host/ only).
export { MAX_JSON_DEPTH, withinDepth } from '../rules/index.ts';
