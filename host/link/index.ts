// Public surface of host/link: the host's connection to a board.
export { BoardLink } from './board-link.ts';
export { listPorts } from './ports.ts';
export type { ListPortsResult, PortSummary } from './ports.ts';
export { backoffDelay, defaultBackoff } from './backoff.ts';
export type {
  BackoffOptions, BoardLinkOptions, LedsFrame, LedsShown, LinkCounters, LinkError, LinkErrorKind,
  LinkState, LinkStatus, OpenResult, SteppedDown,
} from './types.ts';
