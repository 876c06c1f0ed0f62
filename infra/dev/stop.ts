/**
 * `make stop`: asks the running stack (pid in .data/stack.json) to shut down as Ctrl-C would, and
 * ends any child left behind if the runner itself was killed hard.
 */
import { killGroup } from './lib/supervisor.ts';
import { sleep } from './lib/net.ts';
import { ROOT } from './lib/stack.ts';
import { clearState, isAlive, isRunner, readState } from './lib/state.ts';

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(200);
  }
  return !isAlive(pid);
}

const state = readState(ROOT);
if (!state) {
  console.log('No stack is running (no .data/stack.json).');
  process.exit(0);
}
if (isRunner(state.pid)) {
  console.log(`Stopping the stack (pid ${state.pid})...`);
  process.kill(state.pid, 'SIGTERM');
  if (!(await waitGone(state.pid, 45_000))) {
    console.log('The runner did not stop in 45 s; killing it and its children.');
    killGroup(state.pid, 'SIGKILL');
  }
}
let leftovers = 0;
for (const child of state.children) {
  if (!isAlive(child.pid)) continue;
  leftovers++;
  killGroup(child.pid, 'SIGTERM');
  if (!(await waitGone(child.pid, 10_000))) killGroup(child.pid, 'SIGKILL');
}
if (leftovers) console.log(`Ended ${leftovers} process(es) left behind by an earlier runner.`);
clearState(ROOT, state.pid);
console.log('Stack stopped.');
