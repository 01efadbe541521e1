import { useState } from 'react';
import styled from 'styled-components';
import { memberInitials } from '../utils/member-initials';

const Circle = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  letter-spacing: 0.04em;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface MemberAvatarProps {
  name: string;
  photoUrl: string | null;
}

/**
 * The member's photo, or their initials when there is none or it does not load. Decorative:
 * the name stands next to it.
 */
export function MemberAvatar({ name, photoUrl }: MemberAvatarProps) {
  // Keyed by the address, so a new photo gets its own chance to load.
  return <AvatarFace key={photoUrl ?? ''} name={name} photoUrl={photoUrl} />;
}

function AvatarFace({ name, photoUrl }: MemberAvatarProps) {
  const [broken, setBroken] = useState(false);
  return (
    <Circle aria-hidden="true" data-testid="member-avatar">
      {photoUrl && !broken ? (
        <img src={photoUrl} alt="" onError={() => setBroken(true)} />
      ) : (
        memberInitials(name)
      )}
    </Circle>
  );
}
