// A rematch (one-to-one: same site, same mission order, the other player first) or a solo
// retry (same site, same order): options that start exactly that game.
import { formatSite } from './site.ts';
import type { ScarabyaOptions, ScarabyaState } from './types.ts';

export function rematchOptions(state: ScarabyaState): ScarabyaOptions {
  const { options } = state;
  return {
    ...options,
    site: formatSite(state.site),
    siteSeed: null,
    missions: state.order.slice(),
    firstPlayer: options.mode === 'one-to-one' ? 3 - options.firstPlayer : options.firstPlayer,
    tokens: options.tokens.slice(),
  };
}
