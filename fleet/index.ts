// Public surface of the fleet's contract: ids, topics and their subscriptions, payloads with
// their bounded decoders, and the drop counter (pure: no MQTT client, no I/O, no clock); then the
// table's publisher (publisher/), which is not.
export { FLEET_ERROR_CODES, type FleetError, type FleetErrorCode } from './errors.ts';
export { ID_PATTERN, ID_RULE, checkId, isId, tableIdFromHostname, type IdKind } from './ids.ts';
export {
  DELIVERY, PUBLISHER, TOPIC_KINDS, TOPIC_ROOT, TOPIC_VERSION,
  boardStatusTopic, commandTopic, gameEventsTopic, gameStateTopic, parseTopic, replyTopic, statusTopic, topicOf,
  type Topic, type TopicKind,
} from './topics.ts';
export { everythingFilter, fleetFilters, matchesFilter, tableFilters } from './filters.ts';
export { nestingDepth, payloadBytes, readJson, type JsonLimits } from './json.ts';
export * from './payloads/index.ts';
export { decodeCommandMessage, decodeTableMessage, type TableMessage } from './receive.ts';
export { countDrop, noDrops, totalDrops, type DropCounts, type DropReason } from './drops.ts';
// The table's side (not pure: an MQTT client): the publisher and its parts.
export type { PublisherContext, PublisherPart } from './publisher/part.ts';
export {
  DEFAULT_KEEPALIVE_S, MAX_KEEPALIVE_S, checkBrokerUrl, checkKeepalive, clientIdOf, clientOptions, connectBroker, describeBrokerError,
  type BrokerConnection, type BrokerSettings,
} from './publisher/connect.ts';
export { TableStatusPart, tableCounts, tableStatus } from './publisher/table-status.ts';
export { BoardStatusPart, boardStatusOf } from './publisher/board-status.ts';
export { GameStatePart, gameStateOf } from './publisher/game-state.ts';
export { createPublisher, standardParts, tableParts, type Publisher, type PublisherOptions } from './publisher/publisher.ts';
