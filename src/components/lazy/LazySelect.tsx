import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  TextInput,
  type ComboboxData,
  type Select as SelectType,
  type SelectProps,
} from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';

type SelectComponent = typeof SelectType;

/** Once one field has loaded it, every later one renders the real Select at once. */
let loadedSelect: SelectComponent | null = null;
let loading: Promise<SelectComponent> | null = null;

function loadSelect(): Promise<SelectComponent> {
  loading ??= import('./selectChunk').then(
    (module) => (loadedSelect = module.Select),
    (error: unknown) => {
      // Offline or a stale deployment: the next approach tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The label of `value` among `data` (plain strings, items or groups of them). */
function labelOf(data: ComboboxData | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || data === undefined) return '';
  for (const entry of data as readonly unknown[]) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if (typeof entry === 'object' && entry !== null && 'items' in entry) {
      const found = labelOf((entry as { items: ComboboxData }).items, value);
      if (found !== '') return found;
    } else if (typeof entry === 'object' && entry !== null && 'value' in entry) {
      const item = entry as { value: string; label?: string };
      if (item.value === value) return item.label ?? item.value;
    }
  }
  return '';
}

/** Keys that open a Select's list: the placeholder remembers them for the loaded one. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Mantine's Select whose code (the Combobox family and floating-ui, the `overlay-libs` chunk,
 * 31 KB of gzip) loads when the field is first approached (pointer over it, focus) rather than
 * with the screen. Until then a text field of the same label, value and chevron stands in its
 * place; what is typed into it goes to `onSearchChange` as the Select's own input would. When
 * the Select arrives it takes the field's place: focused, with the caret at the end, when the
 * stand-in had the focus, and with its list open when it was clicked or opened by a key.
 */
export function LazySelect(props: SelectProps) {
  /** The loaded Select, and whether it takes the stand-in's focus and opens its list. */
  const [swap, setSwap] = useState<{
    Select: SelectComponent;
    focus: boolean;
    open: boolean;
  } | null>(loadedSelect === null ? null : { Select: loadedSelect, focus: false, open: false });
  const standIn = useRef<HTMLInputElement>(null);
  const loaded = useRef<HTMLInputElement>(null);
  const openWhenLoaded = useRef(false);

  useLayoutEffect(() => {
    const input = loaded.current;
    if (swap === null || !swap.focus || input === null) return;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, [swap]);

  // Mantine's Select sets its search from its value when it mounts (empty, or the chosen label):
  // what was typed into the stand-in is given back after that, as the search it was.
  const typed = useRef<string | null>(null);
  const { onSearchChange } = props;
  useEffect(() => {
    if (swap === null || typed.current === null) return;
    onSearchChange?.(typed.current);
    typed.current = null;
  }, [swap, onSearchChange]);

  if (swap !== null) {
    const { Select } = swap;
    return (
      <Select
        ref={loaded}
        {...props}
        defaultDropdownOpened={props.defaultDropdownOpened ?? swap.open}
      />
    );
  }

  const approach = (): void => {
    loadSelect().then(
      (Select) => {
        const focus = standIn.current !== null && standIn.current === document.activeElement;
        setSwap({ Select, focus, open: focus && openWhenLoaded.current });
      },
      () => undefined,
    );
  };
  const {
    label,
    description,
    error,
    required,
    withAsterisk,
    disabled,
    placeholder,
    size,
    className,
    style,
    w,
    searchable,
    searchValue,
    value,
    defaultValue,
    data,
    id,
    name,
  } = props;
  // Only a search the caller holds can be typed into before the Select arrives.
  const typable = searchable === true && searchValue !== undefined;
  const shown = typable ? searchValue : labelOf(data, value ?? defaultValue);
  return (
    <TextInput
      ref={standIn}
      id={id}
      name={name}
      label={label}
      description={description}
      error={error}
      required={required}
      withAsterisk={withAsterisk}
      disabled={disabled}
      placeholder={placeholder}
      size={size}
      className={className}
      style={style}
      w={w}
      aria-label={props['aria-label']}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      readOnly={!typable}
      value={shown}
      rightSection={<IconSelector size={16} stroke={1.5} aria-hidden />}
      rightSectionPointerEvents="none"
      onPointerEnter={approach}
      onFocus={approach}
      onPointerDown={() => (openWhenLoaded.current = true)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (OPENING_KEYS.has(event.key)) openWhenLoaded.current = true;
      }}
      onChange={(event) => {
        openWhenLoaded.current = true;
        typed.current = event.currentTarget.value;
        onSearchChange?.(event.currentTarget.value);
      }}
    />
  );
}
