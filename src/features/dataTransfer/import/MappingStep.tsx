import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { ColumnTarget, ImportKind } from '../engine/csvImport/importFields';
import type { DuplicatePolicy } from '../engine/csvImport/planImport';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { ColumnMapping } from './ColumnMapping';
import type { LoadedCsv } from './importWizard';

export interface MappingStepProps {
  kind: ImportKind;
  loaded: LoadedCsv;
  mapping: ColumnTarget[];
  policy: DuplicatePolicy;
  /** The dry run is shown: it can be run again, no longer the main action. */
  checked: boolean;
  busy: boolean;
  onMapping: (mapping: ColumnTarget[]) => void;
  onPolicy: (policy: DuplicatePolicy) => void;
  onDryRun: () => void;
}

const separatorName = (delimiter: string) =>
  delimiter === '\t' ? 'tabs' : delimiter === ';' ? 'semicolons' : 'commas';

/** Step 2: which field each column goes to, and what to do with records that exist already. */
export function MappingStep(props: MappingStepProps) {
  const { kind, loaded, mapping, policy } = props;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Columns
      </Title>
      <Text size="sm" style={BREAK_ANYWHERE}>
        {loaded.fileName}: {loaded.csv.rows.length.toLocaleString('en-US')} rows, read as{' '}
        {loaded.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'}, separated by{' '}
        {separatorName(loaded.csv.delimiter)}.
      </Text>
      <ColumnMapping
        kind={kind}
        header={loaded.csv.header}
        sample={loaded.csv.rows.slice(0, 5)}
        mapping={mapping}
        superTags={loaded.context.superTags}
        onChange={props.onMapping}
      />
      <Radio.Group
        label={
          kind === 'people'
            ? 'When a person with the same e-mail (or name) exists'
            : `When a record with the same ${kind === 'companies' ? 'name' : 'title'} exists`
        }
        value={policy}
        onChange={(value) => props.onPolicy(value)}
      >
        <Group mt="xs">
          <Radio value="skip" label="Skip the row" />
          <Radio value="update" label="Update the record" />
          <Radio value="create" label="Create another" />
        </Group>
      </Radio.Group>
      <Group>
        <Button
          variant={props.checked ? 'default' : 'filled'}
          onClick={props.onDryRun}
          loading={props.busy}
        >
          Dry run
        </Button>
      </Group>
    </Stack>
  );
}
