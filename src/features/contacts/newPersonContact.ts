import type { LocationWrite } from '#xml/location';
import { addressProblems } from './locations/locationChanges';
import { labelProblem } from './locations/LocationEditorForm';

/** The e-mail and phone New person asks for, and the label of the location they are written as. */
export interface ContactDraft {
  email: string;
  phone: string;
  label: string;
}

/** The location to write after the person, or null when neither an e-mail nor a phone was given. */
export function contactLocation(draft: ContactDraft): LocationWrite | null {
  const email = draft.email.trim();
  const phone = draft.phone.trim();
  if (email === '' && phone === '') return null;
  // A new person has no location yet: this one is their primary.
  return { label: draft.label.trim(), primary: true, email, phone };
}

/** What keeps the contact details from being saved, per field (none when nothing was given). */
export function contactProblems(draft: ContactDraft): Partial<Record<'email' | 'label', string>> {
  if (contactLocation(draft) === null) return {};
  const problems: Partial<Record<'email' | 'label', string>> = {};
  const email = addressProblems({ email: draft.email, website: '' }).email;
  if (email !== undefined) problems.email = email;
  const label = labelProblem(draft.label, []);
  if (label !== null) problems.label = label;
  return problems;
}
