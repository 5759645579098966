import { useEffect, useRef, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLayoutList } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '#i18n/useT';
import type { SavedView, SavedViewList } from '#xml/savedView';
import { useSavedViewChange, useSavedViews, viewsOf } from '../../api/savedViews';
import { errorMessage } from '../../lib/errorMessage';
import { addressToSave, openViewId, sameAddress, viewHref } from '../../lib/savedViewAddress';
import { LazyMenu } from '../lazy/LazyMenu';
import { LazyMount } from '../lazy/LazyMount';
import { savedViewMessages } from './messages';
import type { ViewNameChoice } from './ViewNameDialog';
import { lazyNamed } from '../lazy/lazyNamed';

// The menu and its dialogs bring Mantine's overlays (floating-ui, the Modal family): loaded when
// first used, not with the list's first visit.
const ViewNameDialog = lazyNamed(() => import('./ViewNameDialog'), 'ViewNameDialog');
const DeleteViewDialog = lazyNamed(() => import('./DeleteViewDialog'), 'DeleteViewDialog');

const DANGER_TEXT = {
  color: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))',
} as const;

/** The board keeps its visible columns as a preference, not in the address: a view carries them too. */
export interface ViewColumns {
  /** The current choice as its stored text ('' = the default columns). */
  current: string;
  apply: (text: string) => void;
}

export interface SavedViewsMenuProps {
  list: SavedViewList;
  columns?: ViewColumns;
}

type Dialog = 'save' | 'rename' | 'delete' | null;

/**
 * A list screen's saved views: open one (its address carries it: `?view=12&…`), save what the
 * screen shows as a new view, and for the open view of one's own: save changes, rename, pin,
 * share and delete. Against a server without saved views they are kept in this browser, and
 * the menu says so.
 */
export function SavedViewsMenu({ list, columns }: SavedViewsMenuProps) {
  const t = useT(savedViewMessages);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const views = useSavedViews();
  const where = views.data?.where ?? 'service';
  const change = useSavedViewChange(where);
  const [dialog, setDialog] = useState<Dialog>(null);
  const listViews = viewsOf(views.data?.views ?? [], list);
  const openId = openViewId(search);
  const open = listViews.find((view) => view.id === openId);
  const address = addressToSave(search);
  const currentColumns = columns?.current ?? '';
  const changed =
    open !== undefined &&
    (!sameAddress(open.address, address) ||
      (columns !== undefined && open.columns !== currentColumns));
  useOpenedViewColumns(open, columns);

  const run = async (label: string, action: () => Promise<unknown>) => {
    try {
      await action();
      notifications.show({ message: label, color: 'green' });
    } catch (failure) {
      notifications.show({
        title: t('notice.notChanged'),
        message: errorMessage(failure),
        color: 'red',
      });
    }
  };

  const saveNew = async ({ name, shared, pinned }: ViewNameChoice) => {
    const id = await change.mutateAsync({
      kind: 'create',
      input: { name, list, address, columns: currentColumns, shared, pinned },
    });
    void navigate(viewHref({ id, list, address }), { replace: true });
    notifications.show({ message: t('notice.saved', { name }), color: 'green' });
  };

  const buttonLabel =
    open === undefined
      ? t('menu.views')
      : t(changed ? 'menu.viewOpenChanged' : 'menu.viewOpen', { name: open.name });
  return (
    <>
      {/* Without Mantine's focus placeholder: a presentational child with a tabindex inside the
          menu is an axe violation (aria-required-children); focus goes to the first item. */}
      <LazyMenu
        position="bottom-start"
        withinPortal
        withInitialFocusPlaceholder={false}
        button={
          <Button
            variant="default"
            leftSection={<IconLayoutList size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            maw="100%"
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {buttonLabel}
          </Button>
        }
      >
        {(Menu) => (
          <Menu.Dropdown maw="min(24rem, 94vw)">
            {where === 'browser' && (
              <Text size="xs" c="dimmed" px="sm" py={4} maw="20rem" role="note">
                {t('menu.browserOnly')}
              </Text>
            )}
            <Menu.Label>{t('menu.savedViews')}</Menu.Label>
            {views.isPending && <Menu.Item disabled>{t('menu.loading')}</Menu.Item>}
            {views.isError && <Menu.Item disabled>{t('menu.loadFailed')}</Menu.Item>}
            {views.isSuccess && listViews.length === 0 && (
              <Menu.Item disabled>{t('menu.none')}</Menu.Item>
            )}
            {listViews.map((view) => (
              <Menu.Item
                key={view.id}
                onClick={() => {
                  // The board's columns are applied on arrival (useOpenedViewColumns).
                  void navigate(viewHref(view));
                }}
                rightSection={
                  view.id === openId ? (
                    <Text size="xs" c="dimmed">
                      {t('menu.open')}
                    </Text>
                  ) : undefined
                }
              >
                {view.name}
                {!view.mine && (
                  <Text span size="xs" c="dimmed">
                    {view.ownerName
                      ? t('menu.sharedBy', { owner: view.ownerName })
                      : t('menu.sharedByColleague')}
                  </Text>
                )}
                {view.mine && view.shared && (
                  <Text span size="xs" c="dimmed">
                    {t('menu.shared')}
                  </Text>
                )}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item onClick={() => setDialog('save')}>{t('menu.saveNew')}</Menu.Item>
            {open?.mine === true && (
              <>
                {changed && (
                  <Menu.Item
                    onClick={() =>
                      void run(t('notice.updated', { name: open.name }), async () => {
                        await change.mutateAsync({
                          kind: 'update',
                          id: open.id,
                          change: { address, columns: currentColumns },
                        });
                        void navigate(viewHref({ ...open, address }), { replace: true });
                      })
                    }
                  >
                    {t('menu.saveChanges', { name: open.name })}
                  </Menu.Item>
                )}
                <Menu.Item onClick={() => setDialog('rename')}>{t('menu.rename')}</Menu.Item>
                <Menu.Item
                  onClick={() =>
                    void run(open.pinned ? t('notice.unpinned') : t('notice.pinned'), () =>
                      change.mutateAsync({
                        kind: 'update',
                        id: open.id,
                        change: { pinned: !open.pinned },
                      }),
                    )
                  }
                >
                  {open.pinned ? t('menu.unpin') : t('menu.pin')}
                </Menu.Item>
                {where === 'service' && (
                  <Menu.Item
                    onClick={() =>
                      void run(open.shared ? t('notice.personal') : t('notice.shared'), () =>
                        change.mutateAsync({
                          kind: 'update',
                          id: open.id,
                          change: { shared: !open.shared },
                        }),
                      )
                    }
                  >
                    {open.shared ? t('menu.keepPersonal') : t('menu.share')}
                  </Menu.Item>
                )}
                {/* Mantine's red (red.6) on white is 3.3:1; these shades pass 4.5:1 in both schemes. */}
                <Menu.Item style={DANGER_TEXT} onClick={() => setDialog('delete')}>
                  {t('menu.delete', { name: open.name })}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        )}
      </LazyMenu>
      <LazyMount when={dialog === 'save'}>
        {(opened) => (
          <ViewNameDialog
            opened={opened}
            title={t('nameDialog.saveTitle')}
            submitLabel={t('nameDialog.saveSubmit')}
            initial={{ name: '', shared: false, pinned: true }}
            offerSharing={where === 'service'}
            askOptions
            onSubmit={saveNew}
            onClose={() => setDialog(null)}
          />
        )}
      </LazyMount>
      {open !== undefined && (
        <>
          <LazyMount when={dialog === 'rename'}>
            {(opened) => (
              <ViewNameDialog
                opened={opened}
                title={t('nameDialog.renameTitle')}
                submitLabel={t('nameDialog.renameSubmit')}
                initial={{ name: open.name, shared: open.shared, pinned: open.pinned }}
                offerSharing={false}
                askOptions={false}
                onSubmit={({ name }) =>
                  change.mutateAsync({ kind: 'update', id: open.id, change: { name } })
                }
                onClose={() => setDialog(null)}
              />
            )}
          </LazyMount>
          <LazyMount when={dialog === 'delete'}>
            {(opened) => (
              <DeleteViewDialog
                opened={opened}
                view={open}
                onDelete={async () => {
                  await change.mutateAsync({ kind: 'delete', id: open.id });
                  // The filters stay on screen; only the view is gone.
                  const rest = new URLSearchParams(search);
                  rest.delete('view');
                  void navigate({ search: rest.toString() }, { replace: true });
                }}
                onClose={() => setDialog(null)}
              />
            )}
          </LazyMount>
        </>
      )}
    </>
  );
}

/** On arriving at a board view (a link, the sidebar, the menu), its saved columns become the board's. */
function useOpenedViewColumns(open: SavedView | undefined, columns: ViewColumns | undefined) {
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (open === undefined || columns === undefined || applied.current === open.id) return;
    applied.current = open.id;
    if (open.columns !== '' && open.columns !== columns.current) columns.apply(open.columns);
  }, [open, columns]);
}
