import { functionIcons } from '@levita/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FunctionIcon } from './function-icon';
import { functionIconComponents } from './function-icons';
import { renderUi } from '../testing/render-ui';

describe('FunctionIcon', () => {
  it('has a drawing for each of the 30 icons, all different', () => {
    expect(Object.keys(functionIconComponents).sort()).toEqual([...functionIcons].sort());
    const drawings = functionIcons.map((name) => {
      const { container, unmount } = renderUi(<FunctionIcon name={name} />);
      const svg = container.querySelector('svg') as SVGSVGElement;
      expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      expect(svg).toHaveAttribute('stroke', 'currentColor');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('data-icon', name);
      const markup = svg.innerHTML;
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(30);
  });

  it('shows the palette for an unknown name', () => {
    const { container } = renderUi(<FunctionIcon name="kazoo" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'palette');
  });

  it('is an image named by its title when given one', () => {
    renderUi(<FunctionIcon name="violao" title="Violão principal" size={32} />);
    const icon = screen.getByRole('img', { name: 'Violão principal' });
    expect(icon).not.toHaveAttribute('aria-hidden');
    expect(icon).toHaveAttribute('width', '32');
  });

  it('can name itself with the translated instrument', () => {
    renderUi(
      <>
        <FunctionIcon name="tecnico-som" labelled />
        <FunctionIcon name="kazoo" labelled />
      </>,
      { locale: 'en-US' },
    );
    expect(screen.getByRole('img', { name: 'Sound technician' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Icon' })).toBeInTheDocument();
  });
});
