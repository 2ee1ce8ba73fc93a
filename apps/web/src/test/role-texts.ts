import { within } from '@testing-library/react';

/** The texts of the elements with this role inside `scope`, in order: a table's headers, a card's terms, a list's options. */
export function textsOf(scope: HTMLElement, role: 'columnheader' | 'term' | 'option') {
  return within(scope)
    .getAllByRole(role)
    .map((element) => element.textContent);
}
