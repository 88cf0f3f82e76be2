// The bot worker's entry: worker threads do not inherit the TypeScript loader of the main thread,
// so it is registered here before the worker's own module is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./bot-worker.ts');
