import { Fieldset, MantineProvider, Select, TextInput } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { summaryLink } from '@/test/summary-link';
import { ErrorSummary } from './error-summary';

function renderSummary(items: { field: string; message: string }[], onSelect = vi.fn()) {
  render(
    <MantineProvider theme={theme}>
      <form>
        <ErrorSummary items={items} onSelect={onSelect} />
        {(['Communication', 'Permanent'] as const).map((kind) => (
          <Fieldset key={kind} legend={`${kind} address`}>
            <TextInput label="Address 1" name={`${kind}Address1`} withAsterisk />
            <TextInput label="Pincode" name={`${kind}Pin`} withAsterisk />
          </Fieldset>
        ))}
        <Fieldset legend="Father">
          <TextInput label="Father First Name" name="FatherFirstName" withAsterisk />
        </Fieldset>
        <Fieldset legend="Communication address">
          <TextInput label="Communication Pincode" name="LocalPin" withAsterisk />
        </Fieldset>
        <Select label="Caste" name="caste" data={['OBC']} withAsterisk />
        <TextInput label="Monthly income" name="AverageIncome" />
        <div role="group" aria-labelledby="proofs-heading" data-field="registrationHoldersPOI">
          <h3 id="proofs-heading">Proof documents</h3>
          <TextInput label="Proof of Identity" />
        </div>
      </form>
    </MantineProvider>,
  );
  return screen.getByRole('alert', { name: 'There is a problem' });
}

describe('the error summary', () => {
  it('names each problem by the field as the form labels it, and its group where the label repeats', () => {
    const summary = renderSummary([
      { field: 'CommunicationAddress1', message: 'Address 1 required' },
      { field: 'PermanentAddress1', message: 'Address 1 required' },
      { field: 'PermanentPin', message: 'Pincode required' },
      { field: 'FatherFirstName', message: 'Enter character only!' },
      { field: 'LocalPin', message: 'Pincode required' },
      { field: 'LocalPin', message: 'Enter a 6-digit Pincode that does not start with 0' },
      { field: 'caste', message: 'Caste required' },
      { field: 'AverageIncome', message: 'Average income required' },
      { field: 'registrationHoldersPOI', message: 'Please add at least one POI/POA document!' },
      { field: 'Base64Photo', message: 'Photo required' },
    ]);
    expect(
      within(summary)
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual([
      'Communication address: Address 1 required',
      'Permanent address: Address 1 required',
      'Permanent address: Pincode required',
      'Father First Name: Enter character only!',
      // The label's own words are in the message: its group tells which Pincode.
      'Communication address: Pincode required',
      'Communication address: Enter a 6-digit Pincode that does not start with 0',
      // A message that names its field needs no label before it.
      'Caste required',
      'Monthly income: Average income required',
      // A problem of a whole list is named by the list's heading.
      'Proof documents: Please add at least one POI/POA document!',
      // A problem with no field on the page (a file kept elsewhere) says only its message.
      'Photo required',
    ]);
  });

  it("moves focus to a field by the form's own means, and to the first control of a list's group", async () => {
    const onSelect = vi.fn();
    const summary = renderSummary(
      [
        { field: 'PermanentPin', message: 'Pincode required' },
        { field: 'registrationHoldersPOI', message: 'Please add at least one POI/POA document!' },
      ],
      onSelect,
    );
    const user = userEvent.setup();
    await user.click(summaryLink(summary, 'Permanent address: Pincode required'));
    expect(onSelect).toHaveBeenLastCalledWith('PermanentPin');
    await user.click(summaryLink(summary, 'Proof documents: Please add at least one POI/POA document!'));
    expect(onSelect).toHaveBeenLastCalledWith('registrationHoldersPOI');
    expect(screen.getByRole('textbox', { name: 'Proof of Identity' })).toHaveFocus();
  });
});
