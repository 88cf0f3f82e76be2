// A text the host made, as a stable code and its values, so each screen can say it in its own
// language (the dashboard's catalogue: `reason.<code>`, dashboard/API.md). The English text stays
// beside it: journals, the CLI's log and the fleet read that.
export type SaidParams = Record<string, string | number>;
export type Said = { code: string; params?: SaidParams };

/** A `said` with its params only when there are any (events stay as small as they were). */
export function said(code: string, params?: SaidParams): Said {
  return params === undefined || Object.keys(params).length === 0 ? { code } : { code, params };
}
