// Public surface of the throwing-stick games (獣裁, 連撃獣裁, 新遊).
export { jusaiGame, rengekiJusaiGame, shinyuGame } from './game.ts';
export { PAYOUT } from './bank.ts';
export type { BankState, ContestState, SticksMove, SticksOptions, SticksState } from './types.ts';
