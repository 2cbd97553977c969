import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks an option of a Mantine Select by its label. The dropdown stays `display: none` under
 * jsdom (its transition never runs), so the option is looked up among hidden elements after
 * the combobox is opened as a user would.
 */
export async function pickOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}
