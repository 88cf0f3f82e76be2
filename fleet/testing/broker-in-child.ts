// Run as a child process by mosquitto.test.ts: starts a broker, prints its process id, then
// leaves without stopping it ("exit") or waits to be killed ("wait"). The test then checks that
// the broker did not outlive this process.
import { startBroker } from './mosquitto.ts';

const broker = await startBroker({ users: [{ username: 'u', password: 'p' }] });
process.stdout.write(`${JSON.stringify({ pid: broker.pid(), dir: broker.dir })}\n`);
if (process.argv[2] === 'exit') process.exit(0);
// Keeps the process alive (the broker's own handle does too) until the test kills it.
setInterval(() => {}, 60_000);
