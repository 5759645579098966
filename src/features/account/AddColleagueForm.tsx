import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useAddAccountUser } from '#api/account';
import type { Translate } from '#i18n/catalogue';
import { useT } from '#i18n/useT';
import { USER_ROLES, type AccountUser, type UserRole } from '#xml/account';
import { accountMessages } from './messages';
import type { english } from './messages.en';

/** Name, e-mail and role of a colleague to add; the new user (with their token) goes to `onAdded`. */
export function AddColleagueForm({ onAdded }: { onAdded: (user: AccountUser) => void }) {
  const t = useT(accountMessages);
  const add = useAddAccountUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('member');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { name: name.trim(), email: email.trim(), role },
      {
        onSuccess: (user) => {
          setName('');
          setEmail('');
          setRole('member');
          onAdded(user);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('addColleague.form')}>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('addColleague.name')}
          required
          maxLength={255}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label={t('addColleague.email')}
          type="email"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('addColleague.role')}
          data={roleOptions(t)}
          value={role}
          onChange={(event) => setRole(roleOf(event.currentTarget.value))}
        />
        <Button type="submit" loading={add.isPending}>
          {t('addColleague.submit')}
        </Button>
      </Group>
      {add.error !== null && (
        <Alert color="red" mt="sm" title={t('addColleague.failed')}>
          {add.error.message}
        </Alert>
      )}
    </form>
  );
}

/** The roles as a select offers them, named in the current language. */
export const roleOptions = (t: Translate<typeof english>) =>
  USER_ROLES.map((role) => ({
    value: role,
    label: t(role === 'administrator' ? 'role.administrator' : 'role.member'),
  }));

/** The role a select's value names (its options are the roles; anything else is a member). */
export const roleOf = (value: string): UserRole =>
  USER_ROLES.find((role) => role === value) ?? 'member';
