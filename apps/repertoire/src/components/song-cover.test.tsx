import { renderWithProviders } from '@levita/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SongCover } from './song-cover';

const placeholder = () => screen.queryByTestId('song-cover-placeholder');

describe('SongCover', () => {
  it('shows the cover, sized and loaded lazily', () => {
    const { container } = renderWithProviders(<SongCover src="https://e.x/c.jpg" size={40} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://e.x/c.jpg');
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(placeholder()).not.toBeInTheDocument();
  });

  it('shows the placeholder when there is no cover', () => {
    renderWithProviders(<SongCover src={null} size={40} />);
    expect(placeholder()).toBeInTheDocument();
  });

  it('falls back to the placeholder when the image fails, and tries a new cover again', () => {
    const { container, rerender } = renderWithProviders(
      <SongCover src="https://e.x/broken.jpg" size={40} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(placeholder()).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    rerender(<SongCover src="https://e.x/other.jpg" size={40} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://e.x/other.jpg');
  });
});
