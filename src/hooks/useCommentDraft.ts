import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/client/ApiClientProvider';
import type { RecordRef } from '../api/records';
import { userQueries } from '../api/users';
import { readDraft, removeDraft, saveDraft } from '../lib/commentDrafts';
import { useUnsavedChanges } from './useUnsavedChanges';

export interface CommentDraft {
  text: string;
  /** Changes the text and keeps it as the record's draft. */
  setText: (text: string) => void;
  /** Empties the box and forgets the draft (after the comment was sent). */
  clear: () => void;
}

interface State {
  /** Whose draft on which record the text is, once the signed-in user is known. */
  key: string | null;
  text: string;
  /** Whether the text is in the draft store (else leaving would lose it). */
  kept: boolean;
}

/**
 * A comment box's text, kept in this browser as a draft of the signed-in user on `record` (see
 * lib/commentDrafts): typed and not sent, it is there again when the user comes back, after a
 * reload too. Until the user is known, or when the browser refuses to store it, the text counts
 * as unsaved input (useUnsavedChanges) so leaving asks first.
 */
export function useCommentDraft(record: RecordRef): CommentDraft {
  const { data: user } = useQuery(userQueries.current(useApiClient()));
  const owner = user === undefined ? null : `${user.id}:${user.email}`;
  const recordKey = `${record.collection}/${record.id}`;
  const key = owner === null ? null : `${owner} ${recordKey}`;
  // Starts as nobody's text, so the first render that knows the user (maybe this one, when the
  // user is already cached) takes the stored draft below.
  const [state, setState] = useState<State>({ key: null, text: '', kept: true });

  // The user became known, or the box now belongs to another record (the same screen showing the
  // next one): show that record's draft. Text typed while the user was loading stays, unsaved
  // until the next keystroke stores it (rendering writes nothing).
  let current = state;
  if (owner !== null && state.key !== key) {
    current =
      state.key === null && state.text !== ''
        ? { ...state, key }
        : { key, text: readDraft(owner, recordKey) ?? '', kept: true };
    setState(current);
  }

  useUnsavedChanges(!current.kept && current.text.trim() !== '');

  return {
    text: current.text,
    setText: (text) =>
      setState({
        key,
        text,
        kept: owner !== null && saveDraft(owner, recordKey, text),
      }),
    clear: () => {
      if (owner !== null) removeDraft(owner, recordKey);
      setState({ key, text: '', kept: true });
    },
  };
}
