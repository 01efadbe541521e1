import { MusicNotesIcon } from '@levita/ui';
import { useState } from 'react';
import styled from 'styled-components';

const frame = `
  flex: none;
  display: inline-grid;
  place-items: center;
  overflow: hidden;
  border-radius: 8px;
`;

const Image = styled.img<{ $size: number }>`
  ${frame}
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: cover;
`;

const Placeholder = styled.span<{ $size: number }>`
  ${frame}
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SongCoverProps {
  src: string | null | undefined;
  /** Square side in CSS pixels: the image is sized so the layout does not jump. */
  size: number;
}

/**
 * A song's cover, or a placeholder when it has none or the image fails to load (part 2 §2).
 * Decorative: the song's name is always next to it.
 */
export function SongCover({ src, size }: SongCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src)
    return (
      <Placeholder $size={size} data-testid="song-cover-placeholder" aria-hidden="true">
        <MusicNotesIcon size={Math.round(size / 2)} />
      </Placeholder>
    );
  return (
    <Image
      $size={size}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
