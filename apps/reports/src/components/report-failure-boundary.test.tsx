import { renderWithProviders } from '@levita/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportFailureBoundary } from './report-failure-boundary';

afterEach(() => vi.restoreAllMocks());

describe('ReportFailureBoundary', () => {
  it('shows the generic message for whatever breaks inside, and draws again on try again', async () => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Tab() {
      if (broken) throw new Error('bad data');
      return <p>Relatório</p>;
    }
    renderWithProviders(
      <ReportFailureBoundary
        title="Não foi possível carregar o relatório."
        retryLabel="Tentar novamente"
      >
        <Tab />
      </ReportFailureBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o relatório.');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Relatório')).toBeInTheDocument();
  });
});
