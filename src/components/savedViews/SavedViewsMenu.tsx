import { useEffect, useRef, useState } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLayoutList } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SavedView, SavedViewList } from '#xml/savedView';
import { useSavedViewChange, useSavedViews, viewsOf } from '../../api/savedViews';
import { errorMessage } from '../../lib/errorMessage';
import { addressToSave, openViewId, sameAddress, viewHref } from '../../lib/savedViewAddress';
import { DeleteViewDialog } from './DeleteViewDialog';
import { ViewNameDialog, type ViewNameChoice } from './ViewNameDialog';

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
        title: 'The view was not changed',
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
    notifications.show({ message: `View “${name}” saved`, color: 'green' });
  };

  const buttonLabel =
    open === undefined ? 'Views' : `View: ${open.name}${changed ? ' (changed)' : ''}`;
  return (
    <>
      {/* Without Mantine's focus placeholder: a presentational child with a tabindex inside the
          menu is an axe violation (aria-required-children); focus goes to the first item. */}
      <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconLayoutList size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            maw="100%"
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {buttonLabel}
          </Button>
        </Menu.Target>
        <Menu.Dropdown maw="min(24rem, 94vw)">
          {where === 'browser' && (
            <Text size="xs" c="dimmed" px="sm" py={4} maw="20rem" role="note">
              This server does not store views: they are kept in this browser only, for this
              account.
            </Text>
          )}
          <Menu.Label>Saved views</Menu.Label>
          {views.isPending && <Menu.Item disabled>Loading views…</Menu.Item>}
          {views.isError && <Menu.Item disabled>Views could not be loaded</Menu.Item>}
          {views.isSuccess && listViews.length === 0 && (
            <Menu.Item disabled>No saved views yet</Menu.Item>
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
                    open
                  </Text>
                ) : undefined
              }
            >
              {view.name}
              {!view.mine && (
                <Text span size="xs" c="dimmed">
                  {` · shared by ${view.ownerName || 'a colleague'}`}
                </Text>
              )}
              {view.mine && view.shared && (
                <Text span size="xs" c="dimmed">
                  {' · shared'}
                </Text>
              )}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog('save')}>Save as new view…</Menu.Item>
          {open?.mine === true && (
            <>
              {changed && (
                <Menu.Item
                  onClick={() =>
                    void run(`View “${open.name}” updated`, async () => {
                      await change.mutateAsync({
                        kind: 'update',
                        id: open.id,
                        change: { address, columns: currentColumns },
                      });
                      void navigate(viewHref({ ...open, address }), { replace: true });
                    })
                  }
                >
                  Save changes to “{open.name}”
                </Menu.Item>
              )}
              <Menu.Item onClick={() => setDialog('rename')}>Rename…</Menu.Item>
              <Menu.Item
                onClick={() =>
                  void run(
                    open.pinned ? 'Unpinned from the sidebar' : 'Pinned to the sidebar',
                    () =>
                      change.mutateAsync({
                        kind: 'update',
                        id: open.id,
                        change: { pinned: !open.pinned },
                      }),
                  )
                }
              >
                {open.pinned ? 'Unpin from the sidebar' : 'Pin to the sidebar'}
              </Menu.Item>
              {where === 'service' && (
                <Menu.Item
                  onClick={() =>
                    void run(
                      open.shared ? 'Now only you see this view' : 'Shared with the team',
                      () =>
                        change.mutateAsync({
                          kind: 'update',
                          id: open.id,
                          change: { shared: !open.shared },
                        }),
                    )
                  }
                >
                  {open.shared ? 'Keep personal' : 'Share with the team'}
                </Menu.Item>
              )}
              <Menu.Item color="red" onClick={() => setDialog('delete')}>
                Delete “{open.name}”…
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <ViewNameDialog
        opened={dialog === 'save'}
        title="Save as new view"
        submitLabel="Save view"
        initial={{ name: '', shared: false, pinned: true }}
        offerSharing={where === 'service'}
        askOptions
        onSubmit={saveNew}
        onClose={() => setDialog(null)}
      />
      {open !== undefined && (
        <>
          <ViewNameDialog
            opened={dialog === 'rename'}
            title="Rename view"
            submitLabel="Rename"
            initial={{ name: open.name, shared: open.shared, pinned: open.pinned }}
            offerSharing={false}
            askOptions={false}
            onSubmit={({ name }) =>
              change.mutateAsync({ kind: 'update', id: open.id, change: { name } })
            }
            onClose={() => setDialog(null)}
          />
          <DeleteViewDialog
            opened={dialog === 'delete'}
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
