import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../app/paths';

const Section = styled.section`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(5)};
  background: radial-gradient(
    circle at 20% 0%,
    ${({ theme }) => theme.colors.surfaceMuted},
    ${({ theme }) => theme.colors.background} 60%
  );
`;

const Header = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  max-width: 1100px;
  width: 100%;
  margin: 0 auto;
  font-weight: 700;
  font-size: 1.25rem;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} 0;
  h1 {
    font-size: ${({ theme }) => theme.font.hero};
    line-height: 1.1;
    margin: ${({ theme }) => theme.space(4)} 0;
  }
  p {
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(6)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: 600;
    text-decoration: none;
  }
`;

const Primary = styled(Link)`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Highlights = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  margin: 0;
  list-style: none;
  li::before {
    content: '♪ ';
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const highlightKeys = ['repertoire', 'schedules', 'presence'] as const;

/** Spec part 1 §1: the product in beta, free for life to beta sign-ups, paid plans later. */
export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id="inicio" aria-labelledby="hero-title">
      <Header>
        <span>{t('common:appName')}</span>
        <Link to={paths.login}>{t('header.login')}</Link>
      </Header>
      <Body>
        <Badge>{t('hero.badge')}</Badge>
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p>{t('hero.subtitle')}</p>
        <p>{t('hero.offer')}</p>
        <Actions>
          <Primary to={paths.app}>{t('hero.cta')}</Primary>
        </Actions>
        <Highlights>
          {highlightKeys.map((key) => (
            <li key={key}>{t(`hero.highlights.${key}`)}</li>
          ))}
        </Highlights>
      </Body>
    </Section>
  );
}
