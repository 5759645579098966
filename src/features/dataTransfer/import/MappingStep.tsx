import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import {
  missingNameColumn,
  type ColumnTarget,
  type ImportKind,
} from '../engine/csvImport/importFields';
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
  // Checked here, before any row: one sentence at the mapping instead of an error on every row.
  const missing = missingNameColumn(kind, mapping);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Columns
      </Title>
      <Text size="sm" style={BREAK_ANYWHERE}>
        {loaded.fileName}: {loaded.csv.rows.length.toLocaleString('en-US')} rows, read as{' '}
        {loaded.format.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'}, separated by{' '}
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
      {missing !== null && (
        <Alert color="yellow" title="A column is missing">
          {missing}.
        </Alert>
      )}
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
        {/* aria-disabled, not disabled: the button stays focusable, so its reason is heard. */}
        <Button
          variant={props.checked ? 'default' : 'filled'}
          onClick={() => {
            if (missing === null) props.onDryRun();
          }}
          loading={props.busy}
          data-disabled={missing !== null || undefined}
          aria-disabled={missing !== null || undefined}
          aria-describedby={missing === null ? undefined : 'import-dry-run-blocked'}
        >
          Dry run
        </Button>
        {missing !== null && (
          <Text size="sm" id="import-dry-run-blocked">
            The dry run cannot start: {missing.charAt(0).toLowerCase() + missing.slice(1)} above.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
