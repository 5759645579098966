import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import type { Menu as MenuType, MenuProps } from '@mantine/core';
import { useOnDemand } from './useOnDemand';

type MenuComponent = typeof MenuType;

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  ref?: Ref<HTMLElement>;
}

const loadMenu = async (): Promise<MenuComponent> => (await import('./menuChunk')).Menu;

/**
 * A Mantine Menu whose code (the Menu family and floating-ui, the `overlay-libs` chunk) loads at
 * its first opening rather than with the screen. Until then only the button renders, saying it
 * opens a menu; a click (or Enter or Space on it) loads the Menu and opens it, and focus returns
 * to the button when it closes (see useOnDemand).
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
  const { loaded: Menu, opened, setOpened, targetRef, request } = useOnDemand(loadMenu);
  if (Menu === null)
    return cloneElement(button, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        button.props.onClick?.(event);
        request();
      },
    });
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(button, { ref: targetRef })}</Menu.Target>
      {children(Menu)}
    </Menu>
  );
}
