import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `.data/stack.json`: who runs the stack, so `make stop` (another terminal) can end it. */
export interface StackState {
  pid: number;
  startedAt: string;
  children: { name: string; pid: number }[];
}

const stateFile = (root: string) => join(root, '.data', 'stack.json');

export function readState(root: string): StackState | undefined {
  const file = stateFile(root);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StackState;
  } catch {
    return undefined;
  }
}

export function writeState(root: string, state: StackState): void {
  const file = stateFile(root);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state, null, 2));
}

export function clearState(root: string, pid = process.pid): void {
  const state = readState(root);
  if (!state || state.pid === pid) rmSync(stateFile(root), { force: true });
}

/** Alive and really a stack runner (not a recycled pid). */
export function isRunner(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('stack.ts');
  } catch {
    return true;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
