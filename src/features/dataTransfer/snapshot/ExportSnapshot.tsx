import { useReducer } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { LazySelect } from '#components/lazy/LazySelect';
import { IconDatabaseExport } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '#api/client/ApiClientProvider';
import { useT } from '#i18n/useT';
import { errorMessage } from '#lib/errorMessage';
import { formatNumber } from '#lib/formatNumber';
import { downloadText, today } from '../download';
import { loadSnapshotWork } from './loadSnapshotWork';
import { snapshotMessages } from './messages';
import { buildScope, countsText, SCOPES, scopeFrom, type ScopeFields } from './snapshotScope';

/** The export's steps: choose the scope → reading (records so far) → saved or failed. */
type ExportState =
  | { step: 'scope'; scope: ScopeFields; message: { ok: boolean; text: string } | null }
  | { step: 'reading'; scope: ScopeFields; records: number };

type ExportAction =
  | { type: 'scope'; scope: Partial<ScopeFields> }
  | { type: 'reading'; records: number }
  | { type: 'ended'; ok: boolean; text: string };

function exportWizard(state: ExportState, action: ExportAction): ExportState {
  switch (action.type) {
    case 'scope':
      return { ...state, scope: { ...state.scope, ...action.scope } };
    case 'reading':
      return { step: 'reading', scope: state.scope, records: action.records };
    case 'ended':
      return { step: 'scope', scope: state.scope, message: { ok: action.ok, text: action.text } };
  }
}

function ScopeForm({
  scope,
  onChange,
}: {
  scope: ScopeFields;
  onChange: (scope: Partial<ScopeFields>) => void;
}) {
  const t = useT(snapshotMessages);
  return (
    <>
      <LazySelect
        label={t('export.what')}
        data={SCOPES.map(({ value, key }) => ({ value, label: t(key) }))}
        value={scope.kind}
        allowDeselect={false}
        onChange={(v) => onChange({ kind: SCOPES.find((s) => s.value === v)?.value ?? 'account' })}
        w={220}
      />
      {scope.kind !== 'account' && (
        <>
          <TextInput
            label={scope.kind === 'deals' ? t('export.titleContains') : t('export.nameContains')}
            value={scope.name}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
            w={200}
          />
          <TextInput
            label={t('export.tag')}
            value={scope.tag}
            onChange={(e) => onChange({ tag: e.currentTarget.value })}
            w={160}
          />
          {scope.kind === 'deals' && (
            <TextInput
              label={t('export.status')}
              value={scope.status}
              onChange={(e) => onChange({ status: e.currentTarget.value })}
              w={140}
            />
          )}
        </>
      )}
    </>
  );
}

/** The account (or a list's records) as one snapshot file. */
export function ExportSnapshot() {
  const t = useT(snapshotMessages);
  const client = useApiClient();
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(exportWizard, params, (p) => ({
    step: 'scope' as const,
    scope: scopeFrom(p),
    message: null,
  }));

  async function run() {
    dispatch({ type: 'reading', records: 0 });
    try {
      const { exportSnapshot, encodeSnapshot } = await loadSnapshotWork();
      const taken = await exportSnapshot(client, {
        scope: buildScope(state.scope),
        onProgress: (p) => dispatch({ type: 'reading', records: p.records }),
      });
      downloadText(`snapshot-${today()}.xml`, encodeSnapshot(taken), 'application/xml');
      dispatch({
        type: 'ended',
        ok: true,
        text: t('export.saved', { counts: countsText(taken) }),
      });
    } catch (e) {
      dispatch({ type: 'ended', ok: false, text: errorMessage(e) });
    }
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('export.title')}
      </Title>
      <Text>{t('export.intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <ScopeForm scope={state.scope} onChange={(scope) => dispatch({ type: 'scope', scope })} />
        <Button
          leftSection={<IconDatabaseExport size={16} aria-hidden />}
          onClick={() => void run()}
          loading={state.step === 'reading'}
        >
          {t('export.button')}
        </Button>
      </Group>
      {state.step === 'reading' && (
        <Text role="status" c="dimmed">
          {t('export.reading', { records: formatNumber(state.records) })}
        </Text>
      )}
      {state.step === 'scope' && state.message !== null && (
        <Alert
          color={state.message.ok ? 'green' : 'red'}
          role={state.message.ok ? 'status' : 'alert'}
        >
          {state.message.text}
        </Alert>
      )}
    </Stack>
  );
}
