// What a lit cell means. Light plans name roles; the theme turns them into colours. The roles
// belong to the game contract, so games can light cells too (ambientLights).
import { LIGHT_ROLES, type LightRole } from '../../rules/index.ts';

export const ROLES = LIGHT_ROLES;
export type Role = LightRole;

/** cell (in the game's own, view orientation) → role */
export type LightPlan = ReadonlyMap<number, Role>;
