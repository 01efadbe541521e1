import { errorMessageOf, useSubstitutes, useSwapScheduleMember } from '@levita/api-client';
import type { ScheduledMember, Substitute } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useTranslation } from '@levita/i18n';
import { Badge, Button, Modal, Notice, Spinner, Stack } from '@levita/ui';
import styled from 'styled-components';

const Candidates = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} 0;
  }
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ theme }) => theme.media.phone} {
    > li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  small {
    width: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface SubstitutePlace {
  /** The member who declined; absent for an open slot of the function. */
  member?: ScheduledMember;
  functionId: number;
  functionName: string;
}

/**
 * Who could play a declined member's function, or fill an open slot of it, best first as the
 * API ranks them (principal function, then fewer participations this month), each swapped in
 * with one click.
 */
export function SubstituteDialog({
  scheduleId,
  place,
  onSwapped,
  onClose,
}: {
  scheduleId: number;
  place: SubstitutePlace;
  /** The swap went through: the page moves the focus (the opener's row may be gone). */
  onSwapped: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('schedule-detail');
  const { notify } = useRemoteProps();
  const substitutes = useSubstitutes(scheduleId, place.functionId);
  const swap = useSwapScheduleMember();
  const replaced = place.member?.membro.nome;
  const fn = place.functionName;

  const choose = (substitute: Substitute) => {
    if (swap.isPending) return;
    swap.mutate(
      {
        scheduleId,
        membro_id: place.member?.membro_id,
        funcao_id: place.functionId,
        substituto_id: substitute.membro_id,
      },
      {
        onSuccess: () => {
          notify({
            type: 'success',
            message:
              replaced === undefined
                ? t('substitutes.filled', { name: substitute.nome, function: fn })
                : t('substitutes.swapped', { name: substitute.nome, replaced, function: fn }),
          });
          onClose();
          onSwapped();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!swap.isPending}
      title={
        replaced === undefined
          ? t('substitutes.fillTitle', { function: fn })
          : t('substitutes.title', { function: fn })
      }
    >
      <Stack>
        <p>
          {replaced === undefined
            ? t('substitutes.fillIntro', { function: fn })
            : t('substitutes.intro', { name: replaced, function: fn })}
        </p>
        {substitutes.isPending ? (
          <Spinner label={t('substitutes.loading')} />
        ) : substitutes.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(substitutes.error, i18n.language)}
          </Notice>
        ) : substitutes.data.substitutos.length === 0 ? (
          <p>{t('substitutes.empty')}</p>
        ) : (
          <Candidates aria-label={t('substitutes.listLabel')}>
            {substitutes.data.substitutos.map((substitute) => (
              <li key={substitute.membro_id}>
                <Who>
                  <strong>{substitute.nome}</strong>
                  {substitute.principal ? (
                    <Badge tone="primary">{t('substitutes.principal')}</Badge>
                  ) : null}
                  <small>
                    {t('substitutes.participations', {
                      count: substitute.participacoes_no_mes,
                    })}
                  </small>
                </Who>
                <Button
                  size="small"
                  onClick={() => choose(substitute)}
                  disabled={swap.isPending}
                  loading={swap.isPending && swap.variables?.substituto_id === substitute.membro_id}
                  aria-label={
                    replaced === undefined
                      ? t('substitutes.fillChooseLabel', { name: substitute.nome, function: fn })
                      : t('substitutes.chooseLabel', { name: substitute.nome, replaced })
                  }
                >
                  {t('substitutes.choose')}
                </Button>
              </li>
            ))}
          </Candidates>
        )}
        {swap.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(swap.error, i18n.language)}
          </Notice>
        ) : null}
        <Button variant="secondary" onClick={onClose} disabled={swap.isPending}>
          {t('substitutes.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
