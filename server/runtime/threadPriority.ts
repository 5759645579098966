import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Lowers the scheduling priority of the calling thread alone (Linux: a thread is a task with its
 * own niceness, named by its id under /proc/thread-self). A worker thread that does bulk work for
 * one client (parsing a large request body) then gets the cores only when the threads serving
 * every other request do not need them: on a busy machine an attacker's bodies wait, not the
 * other accounts. Elsewhere (no /proc, or not allowed) the thread keeps its priority; returns
 * whether it was lowered.
 */
export function lowerThisThreadsPriority(niceness: number): boolean {
  let threadId: number;
  try {
    threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return false;
  }
  if (!Number.isInteger(threadId) || threadId <= 0 || threadId === process.pid) return false;
  try {
    setPriority(threadId, Math.max(getPriority(threadId), niceness));
    return true;
  } catch {
    return false;
  }
}
