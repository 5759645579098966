import {
  encodeParticipantList,
  parseParticipantRole,
  PARTICIPANT_ROLE_ERROR,
  type ParticipantRole,
} from '#xml/participant';
import { child } from '#xml/tree';
import { HttpError, recordNotFound } from '#server/http/httpError';
import { okReply, xmlReply } from '../../wire/reply';
import { idParam, scalarParam, type RouteContext } from '../../wire/routeContext';
import type { Router } from '../../wire/router';
import type { ParticipantRef } from '../../store/communicationStore';
import type { WriteResult } from '../../store/writeResult';
import { written } from '../../wire/written';
import type { ContactKind } from '../../store/scope';

const communicationNotFound = (id: number): HttpError => recordNotFound('communication', id);

/** The three ways a client names the contact; person_id and company_id also say which kind it must be. */
const CONTACT_PARAMETERS: readonly { name: string; kind?: ContactKind; label: string }[] = [
  { name: 'contact_id', label: 'Contact' },
  { name: 'person_id', kind: 'person', label: 'Person' },
  { name: 'company_id', kind: 'company', label: 'Company' },
];

/** A parameter's trimmed text from the query, a form or an XML body (any root); empty = not given. */
function parameterText(ctx: RouteContext, name: string): string | undefined {
  const el = scalarParam(ctx, name);
  const text = el === undefined || el.nil ? undefined : el.text.trim();
  return text === '' ? undefined : text;
}

/** contact_id (or person_id / company_id) and role, both required; every problem is reported at once (422). */
function participantRefOf(ctx: RouteContext): { ref: ParticipantRef; label: string } {
  const problems: string[] = [];
  const given = CONTACT_PARAMETERS.flatMap((p) => {
    const text = parameterText(ctx, p.name);
    return text === undefined ? [] : [{ ...p, text }];
  });
  let contactId: number | undefined;
  if (given.length === 0)
    problems.push("Contact id can't be blank: send contact_id, person_id or company_id");
  else if (given.length > 1) problems.push('Send only one of contact_id, person_id and company_id');
  else if (!/^\d{1,15}$/.test(given[0]!.text))
    problems.push(`${given[0]!.label} id must be an integer`);
  else contactId = Number(given[0]!.text);

  const roleText = parameterText(ctx, 'role');
  let role: ParticipantRole | null = null;
  if (roleText === undefined) problems.push("Role can't be blank");
  else if ((role = parseParticipantRole(roleText)) === null) problems.push(PARTICIPANT_ROLE_ERROR);

  if (problems.length > 0 || contactId === undefined || role === null)
    throw new HttpError(422, problems);
  const { kind, label } = given[0]!;
  return { ref: kind === undefined ? { contactId, role } : { contactId, kind, role }, label };
}

/** A missing contact is the body's mistake (422); a missing communication or participant, 404. */
function replyTo(
  result: WriteResult<unknown>,
  communicationId: number,
  ref: ParticipantRef,
  label: string,
) {
  written(result, (missing) => {
    if (missing === 'contact')
      return new HttpError(422, [`${label} ${ref.contactId} does not exist`]);
    if (missing === 'participant')
      return new HttpError(404, [
        `Contact ${ref.contactId} is not a "${ref.role}" participant of communication ${communicationId}`,
      ]);
    return communicationNotFound(communicationId);
  });
  return okReply();
}

/** Participants of a communication: list (optionally by role), add (idempotent), remove. */
export function registerParticipantRoutes(router: Router): void {
  router.add('GET', 'communications/:id/participants', async (ctx) => {
    const id = idParam(ctx);
    const roleText = child(ctx.query, 'role')?.text.trim();
    let role: ParticipantRole | undefined;
    if (roleText !== undefined && roleText !== '') {
      const parsed = parseParticipantRole(roleText);
      if (parsed === null) throw new HttpError(422, [PARTICIPANT_ROLE_ERROR]);
      role = parsed;
    }
    const participants = await ctx.store.communications.listParticipants(ctx.scope, id, role);
    if (participants === null) throw communicationNotFound(id);
    return xmlReply(encodeParticipantList(participants));
  });

  router.add('PUT', 'communications/:id/add_participant', async (ctx) => {
    const id = idParam(ctx);
    const { ref, label } = participantRefOf(ctx);
    return replyTo(
      await ctx.store.communications.addParticipant(ctx.scope, id, ref),
      id,
      ref,
      label,
    );
  });

  router.add('DELETE', 'communications/:id/remove_participant', async (ctx) => {
    const id = idParam(ctx);
    const { ref, label } = participantRefOf(ctx);
    return replyTo(
      await ctx.store.communications.removeParticipant(ctx.scope, id, ref),
      id,
      ref,
      label,
    );
  });
}
