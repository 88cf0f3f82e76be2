// Every command of the `tabletop` CLI, in the order the overview lists them. A new command is a
// file here exporting its `Command` record (help included, see ../command.ts) and one line below.
import type { Command } from '../command.ts';
import { cuzcoCommand } from './cuzco.ts';
import { doctorCommand } from './doctor.ts';
import { flashCommand } from './flash.ts';
import { fleetCommand } from './fleet.ts';
import { gamesCommand } from './games.ts';
import { journalCommand } from './journal.ts';
import { matchCommand } from './match.ts';
import { movesCommand } from './moves.ts';
import { playCommand } from './play.ts';
import { portsCommand } from './ports.ts';
import { replayCommand } from './replay.ts';
import { scoreCommand } from './score.ts';
import { simulateCommand } from './simulate.ts';
import { startCommand } from './start.ts';

export const commands: readonly Command[] = [
  startCommand,
  portsCommand,
  doctorCommand,
  fleetCommand,
  simulateCommand,
  gamesCommand,
  movesCommand,
  scoreCommand,
  playCommand,
  replayCommand,
  journalCommand,
  cuzcoCommand,
  matchCommand,
  flashCommand,
];
