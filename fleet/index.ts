// Public surface of the fleet's contract: ids, topics and their subscriptions, payloads with
// their bounded decoders, and the drop counter. Pure: no MQTT client, no I/O, no clock.
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
