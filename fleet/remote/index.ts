// Remote play's driver (does I/O): one seat of a match played by this host through an MQTT
// broker, on a game of the host whose peer side is driven from here. The contract is fleet/match/.
export { connectMatch, matchClientIdOf, matchClientOptions, type MatchBroker } from './connect.ts';
export { MatchLedger, turnOrder, type TurnOrder } from './ledger.ts';
export { readMatchPresences, type PresenceLookup } from './presences.ts';
export { RemoteMatch, startRemoteMatch, type RemoteMatchOptions, type RemoteMatchStatus } from './remote-match.ts';
