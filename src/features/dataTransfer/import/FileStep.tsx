import { FileInput, Group, Select } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { ImportKind } from '../engine/csvImport/importFields';

const KINDS: { value: ImportKind; label: string }[] = [
  { value: 'companies', label: 'Companies' },
  { value: 'people', label: 'People' },
  { value: 'deals', label: 'Deals' },
  { value: 'todos', label: 'To-dos' },
];

export interface FileStepProps {
  kind: ImportKind;
  file: File | null;
  /** While an import runs, another cannot be prepared. */
  disabled: boolean;
  onChoose: (file: File | null, kind: ImportKind) => void;
}

/** Step 1: what the file holds and the file itself (changing either reads it again). */
export function FileStep({ kind, file, disabled, onChoose }: FileStepProps) {
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label="Records to import"
        data={KINDS}
        value={kind}
        allowDeselect={false}
        disabled={disabled}
        onChange={(value) => onChoose(file, value ?? 'companies')}
        w={200}
      />
      <FileInput
        label="CSV file"
        accept=".csv,.tsv,.txt,text/csv"
        value={file}
        disabled={disabled}
        leftSection={<IconFileImport size={16} aria-hidden />}
        onChange={(next) => onChoose(next, kind)}
        w={320}
        maw="100%"
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the file' }}
      />
    </Group>
  );
}
