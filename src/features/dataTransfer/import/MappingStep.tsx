import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import {
  missingNameColumn,
  type ColumnTarget,
  type ImportKind,
} from '../engine/csvImport/importFields';
import type { DuplicatePolicy } from '../engine/csvImport/planImport';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { formatNumber } from '#lib/formatNumber';
import { useT } from '#i18n/useT';
import { ColumnMapping } from './ColumnMapping';
import type { LoadedCsv } from './importWizard';
import { importMessages } from './messages';

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

const policyQuestion = (kind: ImportKind) =>
  kind === 'people' ? 'people' : kind === 'companies' ? 'companies' : 'other';

/** Step 2: which field each column goes to, and what to do with records that exist already. */
export function MappingStep(props: MappingStepProps) {
  const { kind, loaded, mapping, policy } = props;
  // Checked here, before any row: one sentence at the mapping instead of an error on every row.
  const missing = missingNameColumn(kind, mapping) !== null;
  const t = useT(importMessages);
  const encoding = loaded.format.encoding === 'utf-8' ? 'utf8' : 'windows';
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('mapping.title')}
      </Title>
      <Text size="sm" style={BREAK_ANYWHERE}>
        {t(`mapping.summary.${encoding}.${separatorName(loaded.csv.delimiter)}`, {
          file: loaded.fileName,
          rows: formatNumber(loaded.csv.rows.length),
        })}
      </Text>
      <ColumnMapping
        kind={kind}
        header={loaded.csv.header}
        sample={loaded.csv.rows.slice(0, 5)}
        mapping={mapping}
        superTags={loaded.context.superTags}
        onChange={props.onMapping}
      />
      {missing && (
        <Alert color="yellow" title={t('mapping.missingTitle')}>
          {t(`mapping.missing.${kind}`)}
        </Alert>
      )}
      <Radio.Group
        label={t(`mapping.policy.${policyQuestion(kind)}`)}
        value={policy}
        onChange={(value) => props.onPolicy(value)}
      >
        <Group mt="xs">
          <Radio value="skip" label={t('mapping.policy.skip')} />
          <Radio value="update" label={t('mapping.policy.update')} />
          <Radio value="create" label={t('mapping.policy.create')} />
        </Group>
      </Radio.Group>
      <Group>
        {/* aria-disabled, not disabled: the button stays focusable, so its reason is heard. */}
        <Button
          variant={props.checked ? 'default' : 'filled'}
          onClick={() => {
            if (!missing) props.onDryRun();
          }}
          loading={props.busy}
          data-disabled={missing || undefined}
          aria-disabled={missing || undefined}
          aria-describedby={missing ? 'import-dry-run-blocked' : undefined}
        >
          {t('mapping.dryRun')}
        </Button>
        {missing && (
          <Text size="sm" id="import-dry-run-blocked">
            {t(`mapping.blocked.${kind}`)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
