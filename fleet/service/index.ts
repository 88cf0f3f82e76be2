// Public surface of the fleet service: the café's view (a pure reducer), the broker client, the
// fleet dashboard's fastify app and the embedded broker of a one-machine demo. Unlike fleet/'s
// contract, this does I/O: `tabletop fleet` (bin/commands/fleet.ts) composes it.
export {
  VIEW_LIMITS, WAITING_ALARM_MS, alarmsOf, detail, emptyFleet, receive, rowOf, summary, tableKey, tablesOf,
  type Alarm, type AlarmCode, type BoardView, type FleetRow, type FleetView, type GameView, type Received, type RowBoard, type RowGame,
  type TableSummary, type TableView,
} from './tables.ts';
export { DEFAULT_REPLY_TIMEOUT_MS, FleetService, type CommandOutcome, type FleetServiceOptions, type FleetSource } from './service.ts';
export { FLEET_CSP, buildFleetApp, type AuthVerdict, type FleetServerDeps, type RateLimit } from './server.ts';
export { DEFAULT_BROKER_LISTEN, startEmbeddedBroker, type EmbeddedBroker } from './embedded-broker.ts';
export { FLEET_CLIENT_ENTRY } from './page.ts';
