// A stick game has no pieces on the board: its picture shows the last cast, the purses, the pot
// and whose turn it is, beside the board or in its place.
import { contestPicture } from '../parts/contest-picture.ts';
import { sticksGameView } from '../parts/sticks-view.ts';

export const view = sticksGameView(contestPicture);
