import { errorMessageOf, useFunctions } from '@levita/api-client';
import type { MinistryFunction } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useFormatters, useTranslation } from '@levita/i18n';
import {
  Button,
  EmptyState,
  PageColumn,
  PageHeader,
  PageSkeleton,
  QueryView,
  useFunctionDisplayName,
} from '@levita/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { sortByShownName } from '../utils/function-order';
import { FunctionCard } from './function-card';
import { FunctionDeleteDialog } from './function-delete-dialog';
import { FunctionFormModal } from './function-form-modal';

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

type FormState = { editing: MinistryFunction | null } | null;

/**
 * The functions catalogue (part 1 §2 Functions page, §5): the ministry's functions as cards,
 * with create, edit and delete. Admin rights only (the route wraps it in ManagersOnly).
 */
export function FunctionCataloguePage() {
  const { t } = useTranslation(['function-catalogue', 'members']);
  const { locale } = useFormatters();
  const { ministry } = useRemoteProps();
  const ministryId = ministry?.id ?? 0;
  const functions = useFunctions(ministryId, { enabled: ministry !== null });
  const displayName = useFunctionDisplayName();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<MinistryFunction | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const openCreate = () => setForm({ editing: null });

  return (
    <PageColumn aria-labelledby="function-catalogue-title">
      <PageHeader>
        <div>
          <h1 id="function-catalogue-title" ref={headingRef} tabIndex={-1}>
            {t('members:functionsTitle')}
          </h1>
          <p>{t('intro')}</p>
        </div>
        <Button onClick={openCreate}>{t('create')}</Button>
      </PageHeader>
      <QueryView
        query={functions}
        errorTitle={t('loadError')}
        describeError={(error) => errorMessageOf(error, locale)}
        placeholder={<PageSkeleton label={t('loading')} />}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title={t('empty.title')}
              action={<Button onClick={openCreate}>{t('empty.action')}</Button>}
            >
              <p>{t('empty.message')}</p>
            </EmptyState>
          ) : (
            <>
              <Count>{t('count', { count: list.length })}</Count>
              <Cards aria-label={t('listLabel')}>
                {sortByShownName(list, displayName).map((fn) => (
                  <li key={fn.id}>
                    <FunctionCard
                      fn={fn}
                      name={displayName(fn.nome)}
                      onEdit={(editing) => setForm({ editing })}
                      onDelete={setDeleting}
                    />
                  </li>
                ))}
              </Cards>
            </>
          )
        }
      </QueryView>
      {form ? (
        <FunctionFormModal
          ministryId={ministryId}
          editing={form.editing}
          onClose={() => setForm(null)}
        />
      ) : null}
      {deleting ? (
        <FunctionDeleteDialog
          ministryId={ministryId}
          fn={deleting}
          name={displayName(deleting.nome)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            // The card and its delete button are gone: the page's title is where to go on.
            headingRef.current?.focus();
          }}
        />
      ) : null}
    </PageColumn>
  );
}
