import { within } from '@testing-library/react';

/** An error summary's line by its whole text: the field's name and the message are separate parts of it. */
export function summaryLink(summary: HTMLElement, text: string): HTMLElement {
  const link = within(summary)
    .getAllByRole('button')
    .find((candidate) => candidate.textContent === text);
  if (!link) throw new Error(`No error summary line '${text}'`);
  return link;
}
