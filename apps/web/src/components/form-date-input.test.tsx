import { zodResolver } from '@hookform/resolvers/zod';
import { MantineProvider } from '@mantine/core';
import { compareCalendarDates, formatDateIn, isoDateField, messages, parseIsoDate } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { theme } from '@/app/theme';
import { switchLanguage } from '@/lib/i18n';
import { FormDateInput } from './form-date-input';

const TODAY = { year: 2026, month: 11, day: 5 };

// The hub nomination's own rule for a birth date: a real date, not after today.
const schema = z.object({ MinorDOB: isoDateField(messages.dateOfBirthRequired) }).superRefine(({ MinorDOB }, ctx) => {
  const date = parseIsoDate(MinorDOB);
  if (date && compareCalendarDates(date, TODAY) > 0) {
    ctx.addIssue({ code: 'custom', path: ['MinorDOB'], message: messages.dateInFuture });
  }
});

function renderDate(saved = '') {
  const onValueChange = vi.fn();
  const values: { current?: () => string } = {};
  function Harness() {
    const methods = useForm({ resolver: zodResolver(schema), defaultValues: { MinorDOB: saved } });
    values.current = () => methods.getValues('MinorDOB');
    return (
      <FormProvider {...methods}>
        <FormDateInput
          control={methods.control}
          name="MinorDOB"
          label="Date of Birth"
          maxDate="2026-11-05"
          onValueChange={onValueChange}
        />
        <button type="button">Elsewhere</button>
      </FormProvider>
    );
  }
  render(
    <MantineProvider theme={theme}>
      <Harness />
    </MantineProvider>,
  );
  return {
    input: screen.getByRole('textbox', { name: 'Date of Birth' }),
    held: () => values.current?.(),
    onValueChange,
  };
}

async function typeAndLeave(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
}

describe('a date field', () => {
  it('keeps a day that does not exist as typed, with the message for it', async () => {
    const { input, held, onValueChange } = renderDate();
    await typeAndLeave(input, '31/02/2020');
    expect(input).toHaveValue('31/02/2020');
    expect(await screen.findByText(messages.dateInvalid)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(messages.dateInvalid);
    expect(held()).toBe('31/02/2020');
    // Text that is no date yet leaves what depends on the date (a minor nominee's appointee) alone.
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('keeps bad text typed over a saved date rather than going back to it', async () => {
    const { input } = renderDate('2016-03-05');
    expect(input).toHaveValue('05-Mar-2016');
    await typeAndLeave(input, '5/13/2016');
    expect(input).toHaveValue('5/13/2016');
    expect(await screen.findByText(messages.dateInvalid)).toBeInTheDocument();
  });

  it('keeps a date after the last day allowed, shown as a date, with the message for it', async () => {
    const { input, held, onValueChange } = renderDate();
    await typeAndLeave(input, '6/11/2026');
    expect(input).toHaveValue('06-Nov-2026');
    expect(await screen.findByText(messages.dateInFuture)).toBeInTheDocument();
    expect(held()).toBe('2026-11-06');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-11-06');
  });

  it('takes a corrected date and drops the message', async () => {
    const { input, held } = renderDate();
    await typeAndLeave(input, '31/02/2020');
    expect(await screen.findByText(messages.dateInvalid)).toBeInTheDocument();
    await typeAndLeave(input, '29/02/2020');
    expect(input).toHaveValue('29-Feb-2020');
    expect(held()).toBe('2020-02-29');
    expect(screen.queryByText(messages.dateInvalid)).not.toBeInTheDocument();
  });

  it('says nothing about an empty field until the form is saved', async () => {
    const { input, held } = renderDate('2016-03-05');
    await typeAndLeave(input, ' ');
    expect(input).toHaveValue('');
    expect(held()).toBe('');
    expect(screen.queryByText(messages.dateOfBirthRequired)).not.toBeInTheDocument();
  });
});

describe('a date field in Hindi', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('names the calendar in Hindi and shows a typed date with its month in Hindi, as read-only dates are', async () => {
    await switchLanguage('hi');
    const { input, held } = renderDate('2026-11-05');
    expect(input).toHaveAttribute('placeholder', 'दिन-महीना-वर्ष');
    expect(screen.getByRole('button', { name: 'Date of Birth मिटाएँ' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(input);
    // The dropdown's transition leaves it hidden to jsdom's eyes.
    const calendarButton = (name: string) => screen.findByRole('button', { name, hidden: true });
    expect(await calendarButton('पिछला महीना')).toBeInTheDocument();
    expect(await calendarButton('5 नवंबर 2026')).toBeInTheDocument();
    expect(screen.getByText('गुरु')).toBeInTheDocument();
    await user.click(await calendarButton('नवंबर 2026'));
    expect(await calendarButton('सितंबर')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await typeAndLeave(input, '5/3/2016');
    // The month as formatDateIn shows a saved date (typed dates were in English months).
    expect(input).toHaveValue(formatDateIn('hi', { year: 2016, month: 3, day: 5 }));
    expect(input).toHaveValue('05-मार्च-2016');
    expect(held()).toBe('2016-03-05');

    // What the box shows is read back as it is, and an English month is still taken.
    await typeAndLeave(input, '07-नवंबर-2016');
    expect(held()).toBe('2016-11-07');
    await typeAndLeave(input, '08-Dec-2016');
    expect(held()).toBe('2016-12-08');
    expect(input).toHaveValue('08-दिसंबर-2016');
  });
});
