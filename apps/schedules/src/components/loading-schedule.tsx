import { Spinner } from '@levita/ui';
import styled from 'styled-components';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)} 0;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The spinner the spec asks for while the schedule loads, named for screen readers. */
export function LoadingSchedule({ label }: { label: string }) {
  return (
    <Centre>
      <Spinner size={40} label={label} />
    </Centre>
  );
}
