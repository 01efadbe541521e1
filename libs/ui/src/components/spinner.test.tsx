import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';
import { renderUi } from '../testing/render-ui';

describe('Spinner', () => {
  it('has a translated accessible label by default', () => {
    renderUi(<Spinner />, { locale: 'en-US' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes a label that says what is loading', () => {
    renderUi(<Spinner label="Carregando músicas" />);
    expect(screen.getByRole('status', { name: 'Carregando músicas' })).toBeInTheDocument();
  });
});
