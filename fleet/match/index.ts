// Public surface of remote play's contract (pure: no MQTT client, no I/O, no clock, no
// Math.random): topics under tabletop/v1/match/<match>/<seat>/, their bounded payloads, the
// position hash, commit–reveal casts, and the reducer over what the peer publishes.
// Not exported from fleet/index.ts yet.
export {
  KIND_LEVELS, MATCH_DELIVERY, MATCH_LEVEL, MATCH_TOPIC_KINDS,
  appliedTopic, castCommitTopic, castEnteredTopic, choiceTopic, castRevealTopic, checkMatchId, matchFilters, matchTopicOf, movesTopic, parseMatchTopic, presenceTopic, seatAcl, snapshotTopic,
  type MatchIdKind, type MatchTopic, type MatchTopicKind,
} from './topics.ts';
export {
  AppliedPayload, CastCommitPayload, CastEnteredPayload, CastRevealPayload, ChoicePayload, HEX64, MATCH_LIMITS, MAX_MOVE_LENGTH, MAX_SEQ, MAX_SETUP_OPTIONS_CHARS, MAX_SETUP_OPTIONS_DEPTH, MAX_STEPS, MovePayload, Presence, PresenceSetup, Snapshot, SnapshotCast, SnapshotChoice, SnapshotEntered,
  decodeApplied, decodeCastCommit, decodeCastEntered, decodeCastReveal, decodeChoice, decodeMove, decodePresence, decodeSnapshot,
  encodeApplied, encodeCastCommit, encodeCastEntered, encodeCastReveal, encodeChoice, encodeMove, encodePresence, encodeSnapshot, presenceWill, setupOptions,
} from './payloads.ts';
export { MAX_POSITION_DEPTH, canonicalJson, positionHash } from './position-hash.ts';
export { MAX_STICKS, castFrom, checkReveal, commitOf, isSecret, type CastContext, type CastInput } from './commit-reveal.ts';
export { REFUSAL_CODES, countRefusal, noRefusals, type Refusal, type RefusalCode, type RefusalCounts } from './refusals.ts';
export {
  headsOf, receivePeer, startPeer,
  type CastMode, type CastRound, type PeerCheck, type PeerEffect, type PeerMessage, type PeerResult, type PeerState, type Turn,
} from './peer.ts';
export { castEnteredHere, castHeads, castOverdue, castTakenHere, choiceTakenHere, chooseHere, commitHere, enteredTakenHere, madeHere, playHere, revealHere, type Step } from './local.ts';
export { decodeMatchMessage } from './receive.ts';
export { castCaughtUpHere, catchUpSteps, type CatchUpStep } from './catch-up.ts';
export { joinPlan, matchTaken, type JoinPlan, type LobbyRefusal, type MatchPresences } from './lobby.ts';
