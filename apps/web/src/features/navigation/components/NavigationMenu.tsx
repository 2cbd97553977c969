import { NavLink } from '@mantine/core';
import type { NavigationItem } from '@fleetdesk/contract/registry';
import { containsUrl } from '@fleetdesk/contract/rules/nav-match';
import { Link } from 'react-router';
import { NavIcon } from './nav-icon';

type Props = {
  items: readonly NavigationItem[];
  /** The url of the active item (longest matching prefix), computed by the caller. */
  activeUrl: string | null;
  onNavigate?: () => void;
};

function Item({
  item,
  activeUrl,
  onNavigate,
}: {
  item: NavigationItem;
  activeUrl: string | null;
  onNavigate?: () => void;
}) {
  const children = [...item.children].sort((a, b) => a.order - b.order);
  const active = item.url === activeUrl;
  if (children.length === 0) {
    return (
      <NavLink
        component={Link}
        to={item.url}
        label={item.name}
        leftSection={<NavIcon name={item.icon} />}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  }
  // A group: the parent's own page (if it has one and no child already links to it) is the
  // first entry inside the group.
  const ownEntry = item.url !== '' && !children.some((child) => child.url === item.url);
  return (
    <NavLink
      // A group only opens and closes: a button, not a link without an address.
      component="button"
      label={item.name}
      leftSection={<NavIcon name={item.icon} />}
      defaultOpened={containsUrl(item, activeUrl)}
      childrenOffset={28}
    >
      {ownEntry && (
        <NavLink
          component={Link}
          to={item.url}
          label={`All ${item.name}`}
          active={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        />
      )}
      {children.map((child) => (
        <Item
          key={`${child.url}-${child.name}`}
          item={child}
          activeUrl={activeUrl}
          onNavigate={onNavigate}
        />
      ))}
    </NavLink>
  );
}

/** Navigation items loaded from the server: links, with expandable groups for items with children. */
export function NavigationMenu({ items, activeUrl, onNavigate }: Props) {
  return (
    <>
      {items.map((item) => (
        <Item
          key={`${item.url}-${item.name}`}
          item={item}
          activeUrl={activeUrl}
          onNavigate={onNavigate}
        />
      ))}
    </>
  );
}
