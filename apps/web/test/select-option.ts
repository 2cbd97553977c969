import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks an option of a Mantine Select by its label. The dropdown stays `display: none` under
 * jsdom (its transition never runs), so the option is looked up among hidden elements of the
 * listbox the opened combobox controls, as a user would pick it.
 */
export async function pickOption(user: UserEvent, label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  const listbox = await waitFor(() => {
    const id = box.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error(`the ${label} list did not open`);
    return element;
  });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
