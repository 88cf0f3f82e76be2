// Public surface of the dashboard: the fastify app (built apart from listening), the operator
// token, the listen address, and serving it all for `tabletop start`.
export { buildApp, CONTENT_SECURITY_POLICY } from './app.ts';
export { checkAuthorization, generateToken, MIN_TOKEN_LENGTH, tokenProblem, type AuthVerdict } from './auth.ts';
export { DEFAULT_RATE_LIMIT, type DashboardDeps, type DashboardHost, type RateLimit } from './deps.ts';
export { DEFAULT_LISTEN, isWildcard, parseListen, urlOf, urlsOfWildcard, type ListenAddress } from './listen.ts';
export { serveDashboard, type ServedDashboard } from './serve.ts';
export { NO_REMOTE, type CreateMatchRequest, type DashboardRemote, type RemoteErrorCode, type RemoteLobbyStatus, type RemoteMatchInfo, type RemoteResult, type RemoteStarted } from './remote.ts';
export { CLIENT_ENTRIES } from './client-bundle.ts';
