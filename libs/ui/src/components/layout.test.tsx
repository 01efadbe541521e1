import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cluster, Container, Grid, Stack } from './layout';
import { VisuallyHidden } from './visually-hidden';
import { renderUi } from '../testing/render-ui';

describe('layout primitives', () => {
  it('render their children in place', () => {
    renderUi(
      <Container as="main">
        <Stack $gap={2}>
          <Cluster $justify="space-between">
            <span>um</span>
            <span>dois</span>
          </Cluster>
          <Grid $min="200px">
            <span>três</span>
          </Grid>
        </Stack>
      </Container>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('umdoistrês');
  });

  it('keeps visually hidden text for screen readers', () => {
    renderUi(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Fechar</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });
});
