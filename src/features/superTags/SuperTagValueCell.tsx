import { useState } from 'react';
import { initialFormValues } from '../../lib/superTagFormValues';
import { SuperTagValueButton, shownText } from './SuperTagValueButton';
import type { SuperTagValueCellProps, SuperTagValuePopover } from './SuperTagValuePopover';

export type { SuperTagValueCellProps } from './SuperTagValuePopover';

type Popover = typeof SuperTagValuePopover;

/** Once one cell has loaded the editor, every cell renders it at once. */
let loadedPopover: Popover | null = null;

/**
 * A table cell showing one field's value; activating it opens the field's editor in place
 * (SuperTagValuePopover). The editor's code (a Popover with floating-ui, the `overlay-libs`
 * chunk) loads at the first click on any cell rather than with the screen; until then the cell is
 * the same button.
 */
export function SuperTagValueCell(props: SuperTagValueCellProps) {
  const [loaded, setLoaded] = useState<{ Popover: Popover; open: boolean } | null>(
    loadedPopover === null ? null : { Popover: loadedPopover, open: false },
  );
  const [loading, setLoading] = useState(false);
  if (loaded !== null) return <loaded.Popover {...props} openOnMount={loaded.open} />;
  const text = shownText(initialFormValues([props.editable], props.applied)[0]!);
  return (
    <SuperTagValueButton
      text={text}
      fieldName={props.editable.field.name}
      recordLabel={props.recordLabel}
      onClick={() => {
        if (loading) return;
        setLoading(true);
        import('./SuperTagValuePopover').then(
          (module) => {
            loadedPopover = module.SuperTagValuePopover;
            setLoaded({ Popover: module.SuperTagValuePopover, open: true });
          },
          // Offline or a stale deployment: the next click tries again.
          () => setLoading(false),
        );
      }}
    />
  );
}
