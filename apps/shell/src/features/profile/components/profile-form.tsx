import { errorMessageOf, useUpdateUser } from '@levita/api-client';
import { MIN_PASSWORD_LENGTH, type UpdateUserRequest, type User } from '@levita/contracts';
import {
  Button,
  Cluster,
  PasswordField,
  PhoneField,
  Stack,
  Switch,
  TextField,
  VisuallyHidden,
  Notice,
} from '@levita/ui';
import { type FormEvent, useId, useState } from 'react';
import { UnsavedChangesGuard } from '../../../components/leave/unsaved-changes-guard';
import { useTranslation } from '@levita/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-store';
import {
  profileProblems,
  saveBlocker,
  type ProfileField,
  type ProfileProblem,
} from '../utils/profile-validation';

const PasswordSection = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
`;

const Actions = styled(Cluster)`
  ${({ theme }) => theme.media.phone} {
    > button {
      flex: 1 1 100%;
    }
  }
`;

const noPasswords = { senhaAtual: '', novaSenha: '', confirmacao: '' };
type PasswordValues = typeof noPasswords;

/** /perfil's form: name, read-only e-mail, phone and an optional password change. */
export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const setUser = useSession((state) => state.setUser);
  const setToken = useSession((state) => state.setToken);
  const update = useUpdateUser();
  const [nome, setNome] = useState(user.nome);
  const [telefone, setTelefone] = useState(user.telefone ?? '');
  const [changingPassword, setChangingPassword] = useState(false);
  const [passwords, setPasswords] = useState<PasswordValues>(noPasswords);
  const [problems, setProblems] = useState<ProfileProblem[]>([]);
  const [blocked, setBlocked] = useState<ReturnType<typeof saveBlocker>>(null);
  const baseId = useId();
  const fieldId = (field: ProfileField) => `${baseId}-${field}`;
  const sectionId = `${baseId}-password-section`;

  const problemText = (field: ProfileField) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? t(`validation.${problem.code}`, { min: MIN_PASSWORD_LENGTH }) : undefined;
  };

  const setPassword = (field: keyof PasswordValues) => (value: string) =>
    setPasswords((current) => ({ ...current, [field]: value }));

  /** Hiding the section forgets what was typed in it (part 2 §4). */
  const togglePasswordSection = (shown: boolean) => {
    setChangingPassword(shown);
    setPasswords(noPasswords);
    setProblems((current) => current.filter((problem) => !(problem.field in noPasswords)));
  };

  const dirty =
    nome.trim() !== user.nome ||
    telefone !== (user.telefone ?? '') ||
    Object.values(passwords).some((value) => value !== '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = profileProblems({ nome, telefone, changingPassword, ...passwords });
    const blocker = saveBlocker(useSession.getState().token, user);
    setProblems(found);
    setBlocked(found.length === 0 ? blocker : null);
    if (found[0] || blocker) update.reset();
    if (found[0]) {
      document.getElementById(fieldId(found[0].field))?.focus();
      return;
    }
    if (blocker) return;

    const changes: UpdateUserRequest = { nome: nome.trim(), telefone };
    if (changingPassword) {
      changes.senha_atual = passwords.senhaAtual;
      changes.nova_senha = passwords.novaSenha;
    }
    update.mutate(
      { userId: user.id, changes },
      {
        onSuccess: (answer) => {
          // The top bar reads the stored user; a password change ends older tokens.
          setUser(answer.usuario);
          if (answer.access_token && answer.token_expiration)
            setToken({
              access_token: answer.access_token,
              token_expiration: answer.token_expiration,
            });
          togglePasswordSection(false);
        },
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextField
            id={fieldId('nome')}
            label={t('profile.name')}
            name="nome"
            autoComplete="name"
            required
            value={nome}
            error={problemText('nome')}
            onChange={(event) => setNome(event.target.value)}
          />
          <TextField
            label={t('profile.email')}
            type="email"
            name="email"
            value={user.email}
            readOnly
            hint={t('profile.emailNote')}
          />
          <PhoneField
            id={fieldId('telefone')}
            label={t('profile.phone')}
            name="telefone"
            value={telefone}
            error={problemText('telefone')}
            onValueChange={(formatted) => setTelefone(formatted)}
          />
          <Switch
            label={t('profile.changePassword')}
            description={t('profile.changePasswordDescription')}
            checked={changingPassword}
            onCheckedChange={togglePasswordSection}
            aria-controls={changingPassword ? sectionId : undefined}
          />
          {changingPassword ? (
            <PasswordSection id={sectionId}>
              <legend>
                <VisuallyHidden>{t('profile.passwordSection')}</VisuallyHidden>
              </legend>
              <Stack>
                <PasswordField
                  id={fieldId('senhaAtual')}
                  label={t('profile.currentPassword')}
                  name="senha_atual"
                  autoComplete="current-password"
                  required
                  value={passwords.senhaAtual}
                  error={problemText('senhaAtual')}
                  onChange={(event) => setPassword('senhaAtual')(event.target.value)}
                />
                <PasswordField
                  id={fieldId('novaSenha')}
                  label={t('profile.newPassword')}
                  name="nova_senha"
                  autoComplete="new-password"
                  required
                  value={passwords.novaSenha}
                  error={problemText('novaSenha')}
                  onChange={(event) => setPassword('novaSenha')(event.target.value)}
                />
                <PasswordField
                  id={fieldId('confirmacao')}
                  label={t('profile.confirmPassword')}
                  name="confirmacao"
                  autoComplete="new-password"
                  required
                  value={passwords.confirmacao}
                  error={problemText('confirmacao')}
                  onChange={(event) => setPassword('confirmacao')(event.target.value)}
                />
              </Stack>
            </PasswordSection>
          ) : null}
          {blocked ? (
            <Notice $tone="danger" role="alert">
              {t(`validation.${blocked}`)}
            </Notice>
          ) : null}
          {update.isError ? (
            <Notice $tone="danger" role="alert">
              {errorMessageOf(update.error, i18n.language)}
            </Notice>
          ) : null}
          {update.isSuccess ? (
            <Notice $tone="success" role="status">
              {t('profile.saved')}
            </Notice>
          ) : null}
          <Actions $justify="end">
            <Button variant="secondary" onClick={() => navigate(paths.dashboard.getHref())}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {update.isPending ? t('profile.saving') : t('profile.save')}
            </Button>
          </Actions>
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}
