import { errorMessageOf, useAutoFillTeam } from '@levita/api-client';
import type { AutoFillRequest, AutoFillResponse } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useFormatters, useNamespaces, useTranslation } from '@levita/i18n';
import { Button, Cluster, Modal, Notice, Stack } from '@levita/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pageTexts } from '../../config/page-texts';
import { paths } from '../../config/paths';

const texts = pageTexts('schedule-auto-fill');

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 360px;
  overflow-y: auto;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.body};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ReviewLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Missing = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 700;
`;

/**
 * "Preencher equipe" (docs/schedules.md "Auto-fill"): says what it does, fills on the press,
 * then shows each pick with its reason ("2 vezes nas últimas 8 semanas; última em 09/11") and
 * what nobody could fill. The drafts stay drafts; each links to its edit screen, where the
 * leader re-picks or clears any place before publishing.
 */
export function AutoFillDialog({
  request,
  onClose,
}: {
  /** One draft, or a month's drafts. */
  request: AutoFillRequest;
  onClose: () => void;
}) {
  useNamespaces(texts);
  const { t, i18n } = useTranslation('schedule-auto-fill');
  const format = useFormatters();
  const { ministry } = useRemoteProps();
  const fill = useAutoFillTeam(ministry?.id ?? 0);

  const reason = (motivo: AutoFillResponse['resultados'][number]['escolhidos'][number]['motivo']) =>
    [
      t('reason.times', { count: motivo.vezes }),
      motivo.ultima
        ? t('reason.last', { date: format.dayMonth(motivo.ultima) })
        : t('reason.never'),
      motivo.junto_com ? t('reason.together', { name: motivo.junto_com }) : '',
    ]
      .filter(Boolean)
      .join('; ');

  return (
    <Modal open onClose={onClose} dismissible={!fill.isPending} title={t('title')}>
      <Stack>
        {fill.data ? (
          fill.data.resultados.length === 0 ? (
            <p role="status">{t('none')}</p>
          ) : (
            <Results aria-label={t('results')}>
              {fill.data.resultados.map((result) => (
                <li key={result.escala_id}>
                  <h3>
                    {t('schedule', {
                      title: result.titulo,
                      date: format.dayMonth(result.data),
                      time: format.time(result.data),
                    })}
                  </h3>
                  {result.escolhidos.length ? (
                    <ul>
                      {result.escolhidos.map((pick) => (
                        <li key={`${pick.funcao_id}-${pick.membro_id}`}>
                          {t('pick', { function: pick.funcao, name: pick.nome })}{' '}
                          <small>({reason(pick.motivo)})</small>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <small>{t('nothingPicked')}</small>
                  )}
                  {result.faltam.length ? (
                    <Missing>
                      {t('missing', {
                        list: result.faltam
                          .map((slot) => t('entry', { count: slot.quantidade, name: slot.nome }))
                          .join(', '),
                      })}
                    </Missing>
                  ) : null}
                  <ReviewLink
                    to={paths.editSchedule.getHref(result.escala_id)}
                    aria-label={t('reviewNamed', {
                      title: result.titulo,
                      date: format.dayMonth(result.data),
                    })}
                  >
                    {t('review')}
                  </ReviewLink>
                </li>
              ))}
            </Results>
          )
        ) : (
          <p>{t('intro')}</p>
        )}
        {fill.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(fill.error, i18n.language)}
          </Notice>
        ) : null}
        <Cluster $gap={2} $justify="end">
          {fill.data ? (
            <Button onClick={onClose}>{t('close')}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose} disabled={fill.isPending}>
                {t('cancel')}
              </Button>
              <Button loading={fill.isPending} onClick={() => fill.mutate(request)}>
                {t('fill')}
              </Button>
            </>
          )}
        </Cluster>
      </Stack>
    </Modal>
  );
}
