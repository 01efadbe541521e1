import { ministryStandings } from '@levita/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../theme/tokens';
import { Badge, StandingBadge } from './badge';
import { renderUi } from '../testing/render-ui';

describe('StandingBadge', () => {
  it.each([
    ['pt-BR', ['Proprietário', 'Administrador', 'Membro', 'Pendente']],
    ['en-US', ['Owner', 'Admin', 'Member', 'Pending']],
  ] as const)('names the four standings in %s', (locale, labels) => {
    renderUi(
      <>
        {ministryStandings.map((standing) => (
          <StandingBadge key={standing} standing={standing} />
        ))}
      </>,
      { locale },
    );
    for (const label of labels) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('gives each standing its own colours', () => {
    const colours = new Set(
      ministryStandings.map((standing) => lightTheme.colors.standing[standing].background),
    );
    expect(colours.size).toBe(4);
    renderUi(<StandingBadge standing="PENDENTE" />);
    expect(screen.getByText('Pendente')).toHaveStyle({
      color: lightTheme.colors.standing.PENDENTE.text,
    });
  });
});

describe('Badge', () => {
  it('shows its content', () => {
    renderUi(<Badge tone="success">Publicada</Badge>);
    expect(screen.getByText('Publicada')).toBeInTheDocument();
  });
});
