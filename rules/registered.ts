// The games the host can start: one line per game. A new game adds its line here and nothing
// else outside its folder (docs/GAME-CONTRACT.md). Listed by id, free play first (registry.ts).
export { ankhorGame } from './ankhor/index.ts';
export { cetkaikGame } from './cetkaik/index.ts';
export { cuzcoGame } from './cuzco/index.ts';
export { freeGame } from './free/index.ts';
export { gardenGame } from './garden/index.ts';
export { gyozanGame } from './gyozan/index.ts';
export { hasamiGame } from './hasami/index.ts';
export { scarabyaGame } from './scarabya/index.ts';
export { shipraceGame } from './shiprace/index.ts';
export { jusaiGame, rengekiJusaiGame, shinyuGame } from './sticks/index.ts';
export { terraGame } from './terra/index.ts';
