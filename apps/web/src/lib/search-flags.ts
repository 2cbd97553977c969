/**
 * Spec 1 section 2: a search result card sets this session-storage flag before opening a detail
 * page, and the vehicle detail then offers 'Back to Search' (and clears the flag).
 */
export const CAME_FROM_SEARCH_KEY = 'cameFromSearch';

export function markCameFromSearch(): void {
  try {
    window.sessionStorage.setItem(CAME_FROM_SEARCH_KEY, 'true');
  } catch {
    // Session storage can be unavailable; the detail then offers 'Back to List'.
  }
}

/** Whether the flag is set (any value but 'false'); does not clear it. */
export function readCameFromSearch(): boolean {
  try {
    const value = window.sessionStorage.getItem(CAME_FROM_SEARCH_KEY);
    return value !== null && value !== 'false';
  } catch {
    return false;
  }
}

export function clearCameFromSearch(): void {
  try {
    window.sessionStorage.removeItem(CAME_FROM_SEARCH_KEY);
  } catch {
    // See markCameFromSearch.
  }
}
