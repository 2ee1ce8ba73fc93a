import { Fieldset, MantineProvider, Select, TextInput } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { ErrorSummary } from './error-summary';

function renderSummary(items: { field: string; message: string }[]) {
  render(
    <MantineProvider theme={theme}>
      <form>
        <ErrorSummary items={items} onSelect={vi.fn()} />
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
      { field: 'caste', message: 'Case required' },
      { field: 'AverageIncome', message: 'Average income required' },
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
      'Communication Pincode: Pincode required',
      'Caste: Case required',
      'Monthly income: Average income required',
      // A problem with no field on the page (a file kept elsewhere) says only its message.
      'Photo required',
    ]);
  });
});
