/** The part of a navigation item that matching needs; children have the same shape. */
export type NavTreeNode = { url: string; children?: readonly NavTreeNode[] };

/** Drops query, hash and trailing slashes: '/vehicles/?a=1' -> '/vehicles'. */
export function normalisePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * True when `url` is a path prefix of `pathname` on segment boundaries ('/vehicles' matches
 * '/vehicles' and '/vehicles/insurance', not '/vehicles-archive'). The root '/' matches only
 * itself, so the Dashboard link is not active on every page.
 */
export function matchesPath(url: string, pathname: string): boolean {
  if (url.trim() === '') return false;
  const item = normalisePath(url);
  const current = normalisePath(pathname);
  if (item === '/') return current === '/';
  return current === item || current.startsWith(`${item}/`);
}

/**
 * Spec 1 section 2: the active item is the one with the longest url that prefixes the current
 * path, searched over the whole tree (parents and children). Returns that item's url, or null.
 */
export function findActiveNavUrl(items: readonly NavTreeNode[], pathname: string): string | null {
  let best: string | null = null;
  let bestLength = -1;
  const visit = (nodes: readonly NavTreeNode[]) => {
    for (const node of nodes) {
      if (matchesPath(node.url, pathname)) {
        const length = normalisePath(node.url).length;
        if (length > bestLength) {
          best = node.url;
          bestLength = length;
        }
      }
      if (node.children && node.children.length > 0) visit(node.children);
    }
  };
  visit(items);
  return best;
}

/** True when the node or any descendant is the active url (to open its group). */
export function containsUrl(node: NavTreeNode, url: string | null): boolean {
  if (url === null) return false;
  if (node.url === url) return true;
  return (node.children ?? []).some((child) => containsUrl(child, url));
}
