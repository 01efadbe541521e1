import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionRefresh } from '../../lib/session/session-refresh';
import { MinistryMenu } from './ministry-menu';
import { PageOutlet } from './page-outlet';
import { skipTarget } from './skip-link';
import { smallScreenQuery } from '../../hooks/use-small-screen';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  @media ${smallScreenQuery} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Content = styled.div`
  &:focus {
    outline: none;
  }
`;

/** The ministry area (/ministerios/:id/...): side menu, the section's page, a fresh session. */
export function MinistryLayout() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  // /ministerios/:id/<section>/...: a remote's own pages inside its section are one page here.
  const section = pathname.split('/')[3] ?? '';
  useSessionRefresh(`ministry:${id}`);
  return (
    <Columns>
      <MinistryMenu ministryId={id} />
      <Content {...skipTarget}>
        <PageOutlet page={section} />
      </Content>
    </Columns>
  );
}
