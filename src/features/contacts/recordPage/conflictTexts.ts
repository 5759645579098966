import type { ConflictTexts } from '#components/ConflictDialog';
import { contactsMessages } from '../messages';

/** The edit form's sentences about a company or person, named `name`, in the current language. */
export function conflictTexts(noun: 'company' | 'person', name: string): ConflictTexts {
  const { t } = contactsMessages;
  return {
    edit: t(`${noun}.edit`, { name }),
    savedMeanwhile: t(`${noun}.savedMeanwhile`, { name }),
    saved: t(`${noun}.saved`, { name }),
    savedMerged: t(`${noun}.savedMerged`, { name }),
    deletedMeanwhile: t(`${noun}.deletedMeanwhile`, { name }),
  };
}
