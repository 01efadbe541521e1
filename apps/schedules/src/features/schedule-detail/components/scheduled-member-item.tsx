import { needsSubstitute, type PresenceAnswer, type ScheduledMember } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { Badge, Button, FunctionIcon, useFunctionDisplayName } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Functions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Mark = styled.span<{ $answer: PresenceAnswer }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $answer }) =>
    $answer === 'CONFIRMADO'
      ? theme.colors.success
      : $answer === 'RECUSADO'
        ? theme.colors.danger
        : theme.colors.textMuted};
`;

const answerMarks: Record<PresenceAnswer, { symbol: string; key: string }> = {
  CONFIRMADO: { symbol: '✓', key: 'members.confirmed' },
  RECUSADO: { symbol: '✕', key: 'members.declined' },
  PENDENTE: { symbol: '○', key: 'members.pending' },
};

const Substitutes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A scheduled member: name (marked when it is the viewer), each function with its icon and
 * observation, their answer and, for who may read it, a decline's reason. `onFindSubstitute`
 * (given when the viewer may swap someone into a declined place) adds a button per function.
 */
export function ScheduledMemberItem({
  member,
  onFindSubstitute,
}: {
  member: ScheduledMember;
  onFindSubstitute?: (place: { functionId: number; functionName: string }) => void;
}) {
  const { t } = useTranslation('schedule-detail');
  const functionName = useFunctionDisplayName();
  const { user } = useRemoteProps();
  const isViewer = user !== null && user.email === member.membro.email;
  return (
    <Item>
      <Who>
        <Name>
          <span>{member.membro.nome}</span>
          {isViewer ? <Badge tone="primary">{t('members.you')}</Badge> : null}
        </Name>
        {member.funcoes.length === 0 ? (
          <Muted>{t('members.noFunction')}</Muted>
        ) : (
          <Functions>
            {member.funcoes.map((fn, index) => (
              <li key={fn.id ?? `${fn.nome}-${index}`}>
                <FunctionIcon name={fn.icone} size={18} />
                <span>{functionName(fn.nome)}</span>
                {fn.observacao ? <Muted>{t('members.note', { note: fn.observacao })}</Muted> : null}
              </li>
            ))}
          </Functions>
        )}
        {member.motivo_recusa ? (
          <Muted>{t('members.reason', { reason: member.motivo_recusa })}</Muted>
        ) : null}
        {onFindSubstitute && needsSubstitute(member.resposta) ? (
          <Substitutes>
            {member.funcoes.flatMap((fn) =>
              fn.id === null
                ? []
                : [
                    <Button
                      key={fn.id}
                      size="small"
                      variant="secondary"
                      onClick={() =>
                        onFindSubstitute({
                          functionId: fn.id!,
                          functionName: functionName(fn.nome),
                        })
                      }
                      aria-label={t('substitutes.findLabel', {
                        function: functionName(fn.nome),
                        name: member.membro.nome,
                      })}
                    >
                      {t('substitutes.find', { function: functionName(fn.nome) })}
                    </Button>,
                  ],
            )}
          </Substitutes>
        ) : null}
      </Who>
      <Mark $answer={member.resposta}>
        <span aria-hidden="true">{answerMarks[member.resposta].symbol}</span>
        {t(answerMarks[member.resposta].key)}
      </Mark>
    </Item>
  );
}
