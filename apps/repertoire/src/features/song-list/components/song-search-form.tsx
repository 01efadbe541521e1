import { Button, Input, useDebouncedValue } from '@levita/ui';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SONG_SEARCH_DEBOUNCE_MS } from '../hooks/song-list-params';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > input {
    flex: 1 1 220px;
    min-width: 0;
  }
`;

export interface SongSearchFormProps {
  /** The search in effect (from the URL). */
  term: string;
  /** Runs a search; '' goes back to the default list. */
  onSearch: (term: string) => void;
}

/**
 * The repertoire's search (part 2 §5): typing searches 500 ms after the last key, submitting
 * searches at once, and clearing goes back to the default list.
 */
export function SongSearchForm({ term, onSearch }: SongSearchFormProps) {
  const { t } = useTranslation('song-list');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(term);

  // The term can change from outside (a link to `?termo=`, the back button): the box follows,
  // unless it already says the same (so a trailing space being typed is not eaten).
  const [shownTerm, setShownTerm] = useState(term);
  if (term !== shownTerm) {
    setShownTerm(term);
    if (term !== text.trim()) setText(term);
  }

  const settled = useDebouncedValue(text.trim(), SONG_SEARCH_DEBOUNCE_MS);
  const searchSettled = useEffectEvent((value: string) => {
    if (value !== term) onSearch(value);
  });
  useEffect(() => searchSettled(settled), [settled]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  const clear = () => {
    setText('');
    onSearch('');
    inputRef.current?.focus();
  };

  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={inputId}>{t('search.label')}</label>
      <Row>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('search.submit')}</Button>
        {text !== '' || term !== '' ? (
          <Button variant="secondary" onClick={clear}>
            {t('search.clear')}
          </Button>
        ) : null}
      </Row>
    </Form>
  );
}
