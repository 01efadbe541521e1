import { panelStyles } from '@levita/ui';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  ${panelStyles}
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 44px;
  margin: -${({ theme }) => theme.space(2)} 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** A chevron drawn with borders: down when open, right when closed. */
const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  margin: 0 ${({ theme }) => theme.space(1)};
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '45deg' : '-45deg')});
  transition: transform ${({ theme }) => theme.motion.fast};
`;

interface CollapsibleSectionProps {
  title: string;
  children: ReactNode;
}

/**
 * A part of the detail the user can fold away (part 2 §2: collapsible sections), open at
 * first. The heading holds the button, so the section keeps its place in the outline and the
 * button says whether it is open and what it opens.
 */
export function CollapsibleSection({ title, children }: CollapsibleSectionProps) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const panelId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Chevron $open={open} aria-hidden="true" />
          {title}
        </Toggle>
      </h2>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </Section>
  );
}
