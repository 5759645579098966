import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { Menu as MenuType, MenuProps } from '@mantine/core';

type MenuComponent = typeof MenuType;

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * A Mantine Menu whose code (the Menu family and floating-ui, the `overlay-libs` chunk) loads at
 * its first opening rather than with the screen. Until then only the trigger renders, a button
 * that says it opens a menu; a click (or Enter or Space on it) loads the Menu and opens it. The
 * loaded menu renders its own trigger in the button's place, which takes focus before the menu
 * opens, so Mantine's focus return brings focus back to it when the menu closes.
 *
 * `children` gets the loaded `Menu` to build the dropdown with (`Menu.Dropdown`, `Menu.Item`…).
 */
export function LazyMenu({
  button,
  children,
  ...menuProps
}: Omit<MenuProps, 'children' | 'opened' | 'onChange' | 'defaultOpened' | 'trigger'> & {
  /** The trigger, a button. */
  button: ReactElement<TriggerProps>;
  children: (Menu: MenuComponent) => ReactNode;
}) {
  const [Menu, setMenu] = useState<MenuComponent | null>(null);
  const [opened, setOpened] = useState(false);
  const loading = useRef(false);
  const targetRef = useRef<HTMLElement>(null);
  const openOnLoad = useRef(false);

  useLayoutEffect(() => {
    if (Menu === null || !openOnLoad.current) return;
    openOnLoad.current = false;
    targetRef.current?.focus();
    setOpened(true);
  }, [Menu]);

  if (Menu === null)
    return cloneElement(button, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        button.props.onClick?.(event);
        if (loading.current) return;
        loading.current = true;
        openOnLoad.current = true;
        void import('./menuChunk').then(
          (chunk) => setMenu(() => chunk.Menu),
          () => {
            // Offline or a stale deployment: the next click tries again.
            loading.current = false;
          },
        );
      },
    });
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(button, { ref: targetRef })}</Menu.Target>
      {children(Menu)}
    </Menu>
  );
}
