import type { Router } from '../http/router';
import { registerContactTodoRoutes } from './todos/ofContact';
import { registerTodoParticipantRoutes } from './todos/participants';
import { registerTodoRecordRoutes } from './todos/records';

/** To-dos: records, their related contacts, and the to-dos of a company or person (see ./todos/). */
export function registerTodoRoutes(router: Router): void {
  registerTodoRecordRoutes(router);
  registerTodoParticipantRoutes(router);
  registerContactTodoRoutes(router);
}
