import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { Button, IconButton } from './button';
import { Input } from './text-field';

/** Part 2 §9: every search of the product asks 500 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
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

export interface SearchBoxProps {
  /** The search in effect (from the URL, say): the box follows it when it changes elsewhere. */
  term: string;
  /** Runs a search with the trimmed text; '' drops it. */
  onSearch: (term: string) => void;
  label: string;
  placeholder?: string;
  /** The clear control's accessible name (and its text unless `compact`). */
  clearLabel: string;
  /** A visible search button, for lists where people expect one. */
  submitLabel?: string;
  /** The clear control as a small "×" button, for a row of filters on a phone. */
  compact?: boolean;
}

/**
 * A search form (role="search"): it searches `SEARCH_DEBOUNCE_MS` after the last key, at once
 * on Enter, and the clear control drops the search and gives the box the focus back.
 */
export function SearchBox({
  term,
  onSearch,
  label,
  placeholder,
  clearLabel,
  submitLabel,
  compact = false,
}: SearchBoxProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(term);

  // The term can change from outside (Back, a link, an empty state's clear button): the box
  // follows, unless it already says the same (so a trailing space being typed is not eaten).
  const [shownTerm, setShownTerm] = useState(term);
  if (term !== shownTerm) {
    setShownTerm(term);
    if (term !== text.trim()) setText(term);
  }

  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
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

  const showClear = text !== '' || term !== '';
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={inputId}>{label}</label>
      <Row>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {submitLabel ? <Button type="submit">{submitLabel}</Button> : null}
        {showClear && compact ? (
          <IconButton
            variant="secondary"
            aria-label={clearLabel}
            icon={<span aria-hidden="true">×</span>}
            onClick={clear}
          />
        ) : null}
        {showClear && !compact ? (
          <Button variant="secondary" onClick={clear}>
            {clearLabel}
          </Button>
        ) : null}
      </Row>
    </Form>
  );
}
