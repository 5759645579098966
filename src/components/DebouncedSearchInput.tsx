import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

export interface DebouncedSearchInputProps {
  /** The search in effect (from the URL). */
  value: string;
  /** Called once typing pauses, on Enter, and on clear. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  delayMs?: number;
}

/**
 * A search box that keeps what is typed locally and reports it once typing pauses, so a list is
 * not refetched per keystroke. When the search changes from outside (Back, a link), the box follows.
 */
export function DebouncedSearchInput({
  value,
  onSearch,
  label,
  placeholder,
  delayMs = 350,
}: DebouncedSearchInputProps) {
  const t = useT(componentMessages);
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const report = useDebouncedCallback((next: string) => onSearch(next), delayMs);

  // Adjusting state while rendering (React's pattern for props that change from outside): the box
  // only takes the outside value when it differs from what is typed, so trailing spaces survive.
  if (value !== seenValue) {
    setSeenValue(value);
    if (text.trim() !== value) setText(value);
  }

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text === '' ? null : (
          <CloseButton
            aria-label={t('search.clear')}
            onClick={() => {
              report.cancel();
              setText('');
              onSearch('');
            }}
          />
        )
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        report.cancel();
        onSearch(text);
      }}
    />
  );
}
