import { ministryStandings } from '@levita/contracts';
import { type Locale, supportedLocales, useTranslation } from '@levita/i18n';
import { useId } from 'react';
import styled from 'styled-components';
import type { RemoteNotice } from '../remote-props';
import { harnessThemes, type HarnessSettings } from './harness-settings';

const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.small};
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  label {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }

  select {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Status = styled.p`
  margin: 0 0 0 auto;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: right;
`;

const Notice = styled.p`
  flex-basis: 100%;
  margin: 0;
  &:empty {
    display: none;
  }
  &[data-type='error'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-type='success'] {
    color: ${({ theme }) => theme.colors.success};
  }
`;

interface SelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly Value[];
  optionLabel: (value: Value) => string;
  onChange: (value: Value) => void;
}

function LabelledSelect<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: SelectProps<Value>) {
  const id = useId();
  return (
    <Control>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Control>
  );
}

export interface HarnessToolbarProps {
  settings: HarnessSettings;
  onChange: (settings: HarnessSettings) => void;
  /** Who the remote's session belongs to. */
  userName: string | null;
  /** The real API's address, or null when the mock API answers. */
  apiUrl: string | null;
  /** The remote's latest `notify` (a toast in the shell). */
  notice: RemoteNotice | null;
}

/** The strip above a remote run standalone: role, language and theme, and where calls go. */
export function HarnessToolbar({
  settings,
  onChange,
  userName,
  apiUrl,
  notice,
}: HarnessToolbarProps) {
  const { t } = useTranslation('harness');
  return (
    <Bar aria-label={t('toolbarLabel')}>
      <LabelledSelect
        label={t('role')}
        value={settings.standing}
        options={ministryStandings}
        optionLabel={(standing) => t(`roles.${standing}`)}
        onChange={(standing) => onChange({ ...settings, standing })}
      />
      <LabelledSelect<Locale>
        label={t('languageLabel')}
        value={settings.locale}
        options={supportedLocales}
        optionLabel={(locale) => t(`language.${locale}`, { ns: 'common' })}
        onChange={(locale) => onChange({ ...settings, locale })}
      />
      <LabelledSelect
        label={t('theme')}
        value={settings.theme}
        options={harnessThemes}
        optionLabel={(theme) => t(`themes.${theme}`)}
        onChange={(theme) => onChange({ ...settings, theme })}
      />
      <Status>
        {userName ? t('signedInAs', { name: userName }) : null}
        {userName ? <br /> : null}
        {apiUrl ? t('api.real', { url: apiUrl }) : t('api.mock')}
      </Status>
      <Notice role="status" data-type={notice?.type}>
        {notice ? `${t(`notice.${notice.type}`)}: ${notice.message}` : null}
      </Notice>
    </Bar>
  );
}
