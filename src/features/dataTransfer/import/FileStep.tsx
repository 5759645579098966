import { FileInput, Group } from '@mantine/core';
import { LazySelect } from '#components/lazy/LazySelect';
import { IconFileImport } from '@tabler/icons-react';
import type { ImportKind } from '../engine/csvImport/importFields';
import { useT } from '#i18n/useT';
import { importMessages } from './messages';

const KINDS: readonly ImportKind[] = ['companies', 'people', 'deals', 'todos'];

export interface FileStepProps {
  kind: ImportKind;
  file: File | null;
  /** While an import runs, another cannot be prepared. */
  disabled: boolean;
  onChoose: (file: File | null, kind: ImportKind) => void;
}

/** Step 1: what the file holds and the file itself (changing either reads it again). */
export function FileStep({ kind, file, disabled, onChoose }: FileStepProps) {
  const t = useT(importMessages);
  return (
    <Group align="flex-end" wrap="wrap">
      <LazySelect
        label={t('file.kind')}
        data={KINDS.map((value) => ({ value, label: t(`file.kind.${value}`) }))}
        value={kind}
        allowDeselect={false}
        disabled={disabled}
        onChange={(value) => onChoose(file, KINDS.find((k) => k === value) ?? 'companies')}
        w={200}
      />
      <FileInput
        label={t('file.file')}
        accept=".csv,.tsv,.txt,text/csv"
        value={file}
        disabled={disabled}
        leftSection={<IconFileImport size={16} aria-hidden />}
        onChange={(next) => onChoose(next, kind)}
        w={320}
        maw="100%"
        clearable
        clearButtonProps={{ 'aria-label': t('file.remove') }}
      />
    </Group>
  );
}
