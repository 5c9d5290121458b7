import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { Link } from 'react-router';

export interface HeaderMenuItem {
  key: string;
  label: string;
  /** A link, or an action. */
  to?: string;
  onClick?: () => void;
  lang?: string;
  current?: boolean;
}

export interface HeaderMenuProps {
  target: ReactElement;
  items: readonly HeaderMenuItem[];
  trigger?: 'click' | 'click-hover';
  defaultOpened?: boolean;
}

/** A dropdown menu of the header (loaded after the first paint, see DeferredMenu). */
export default function HeaderMenu({ target, items, trigger = 'click', defaultOpened }: HeaderMenuProps) {
  return (
    <Menu trigger={trigger} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) =>
          item.to ? (
            <Menu.Item key={item.key} component={Link} to={item.to} preventScrollReset>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.key} lang={item.lang} onClick={item.onClick} aria-current={item.current}>
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
