import type { Ministry } from '@levita/contracts';
import { errorMessageOf, useLeaveMinistry, useMinistries } from '@levita/api-client';
import { ConfirmDialog, ErrorPanel, Grid, Spinner, useToast } from '@levita/ui';
import { useId, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useSession } from '../../../lib/session/session-store';
import { CreateMinistryModal } from './create-ministry-modal';
import { MinistryCard } from './ministry-card';
import { RequestAccessModal } from './request-access-modal';
import { useMinimumDelay } from '../hooks/use-minimum-delay';
import { usePageTitle } from '../../../hooks/use-page-title';

const Page = styled.section`
  max-width: 1120px;
  margin: 0 auto;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.title};
  }
`;

/** The page is the list of ministries (its h1); the greeting sits above it. */
const Greeting = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)} 0;
  color: ${({ theme }) => theme.colors.primary};
`;

const Empty = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The two dashed cards that open the create and request-access modals. */
const DashedCard = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 180px;
  padding: ${({ theme }) => theme.space(5)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    font-size: ${({ theme }) => theme.font.large};
  }
  span[aria-hidden] {
    font-size: 2rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type OpenModal = 'create' | 'join' | null;

/** /dashboard: a greeting and the user's ministries, with creating and joining (part 1 §2). */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const titleId = useId();
  const toast = useToast();
  const userName = useSession((state) => state.user?.nome.trim());
  const ministries = useMinistries();
  const minimum = useMinimumDelay();
  const leave = useLeaveMinistry();
  const [leaving, setLeaving] = useState<Ministry | null>(null);
  const [modal, setModal] = useState<OpenModal>(null);

  const copyCode = async (ministry: Ministry) => {
    try {
      await navigator.clipboard.writeText(ministry.codigo_acesso);
      toast.info(t('card.copied'));
    } catch {
      toast.error(t('card.copyFailed', { code: ministry.codigo_acesso }));
    }
  };

  const confirmLeave = () => {
    if (!leaving) return;
    const { id, nome, situacao_usuario } = leaving;
    leave.mutate(id, {
      onSuccess: () => {
        toast.success(
          t(situacao_usuario === 'PENDENTE' ? 'cancel.success' : 'leave.success', { name: nome }),
        );
        setLeaving(null);
      },
      onError: (error) => {
        toast.error(errorMessageOf(error, i18n.language));
        setLeaving(null);
      },
    });
  };

  const retry = () => {
    minimum.restart();
    void ministries.refetch();
  };

  let content;
  if (!minimum.elapsed || ministries.isPending || (ministries.isError && ministries.isFetching)) {
    content = (
      <Loading>
        <Spinner size={40} label={t('loading')} />
      </Loading>
    );
  } else if (ministries.isError) {
    content = (
      <ErrorPanel
        title={t('loadError')}
        message={errorMessageOf(ministries.error, i18n.language)}
        retryLabel={t('retry')}
        onRetry={retry}
      />
    );
  } else {
    content = (
      <>
        {ministries.data.length === 0 ? <Empty>{t('empty')}</Empty> : null}
        <Grid $min="280px">
          {ministries.data.map((ministry) => (
            <MinistryCard
              key={ministry.id}
              ministry={ministry}
              onCopyCode={(target) => void copyCode(target)}
              onLeave={setLeaving}
              onOwnerLeave={() => toast.error(t('leave.ownerCannotLeave'))}
            />
          ))}
          <DashedCard type="button" onClick={() => setModal('create')}>
            <span aria-hidden="true">+</span>
            <strong>{t('create.open')}</strong>
            <small>{t('create.openHint')}</small>
          </DashedCard>
          <DashedCard type="button" onClick={() => setModal('join')}>
            <span aria-hidden="true">#</span>
            <strong>{t('join.open')}</strong>
            <small>{t('join.openHint')}</small>
          </DashedCard>
        </Grid>
      </>
    );
  }

  const pending = leaving?.situacao_usuario === 'PENDENTE';
  return (
    <Page aria-labelledby={titleId}>
      <Greeting>{t('greeting', { name: userName || t('userFallback') })}</Greeting>
      <h1 id={titleId}>{t('title')}</h1>
      <Intro>{t('intro')}</Intro>
      {content}
      <ConfirmDialog
        open={leaving !== null}
        title={t(pending ? 'cancel.title' : 'leave.title')}
        message={t(pending ? 'cancel.message' : 'leave.message', { name: leaving?.nome ?? '' })}
        confirmLabel={t(pending ? 'cancel.confirm' : 'leave.confirm')}
        {...(pending ? { cancelLabel: t('cancel.keep') } : {})}
        tone="danger"
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(null)}
      />
      <CreateMinistryModal open={modal === 'create'} onClose={() => setModal(null)} />
      <RequestAccessModal open={modal === 'join'} onClose={() => setModal(null)} />
    </Page>
  );
}
