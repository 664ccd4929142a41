import { modals } from '@mantine/modals';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { holdEarlyModalRequests } from './early-modals.ts';

describe('modal requests made before the modals provider loads', () => {
  it('are kept and shown once it is there', async () => {
    holdEarlyModalRequests();
    const confirmProps = { 'data-testid': 'early-confirm' };
    // The provider (overlays.tsx) is not mounted yet: without the hold this question is lost.
    modals.openConfirmModal({
      title: 'Delete image 2?',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps,
    });
    renderWithApp(<div data-testid="page" />);
    expect((await screen.findByRole('dialog')).textContent).toContain('Delete image 2?');
    expect(screen.getByTestId('early-confirm')).toBeTruthy();
  });
});
