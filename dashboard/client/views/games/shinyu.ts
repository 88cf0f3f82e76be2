// 新遊 has no pieces on the board: its picture shows the banker's last cast, the betting sheet with
// the children's bets, and the purses, beside the board or in its place.
import { shinyuPicture } from '../parts/shinyu-picture.ts';
import { sticksGameView } from '../parts/sticks-view.ts';

export const view = sticksGameView(shinyuPicture);
