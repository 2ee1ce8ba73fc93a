import { MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  it('gives a dialog no second banner landmark (axe)', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <header>Bank</header>
        <Modal opened onClose={() => undefined} title="Verify OTP" closeButtonProps={{ 'aria-label': 'Close' }}>
          Enter the code
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Verify OTP' }).querySelector('header')).toBeNull();
  });
});
