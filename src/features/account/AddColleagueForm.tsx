import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { useAddAccountUser } from '#api/account';
import { USER_ROLES, type AccountUser, type UserRole } from '#xml/account';

/** Name, e-mail and role of a colleague to add; the new user (with their token) goes to `onAdded`. */
export function AddColleagueForm({ onAdded }: { onAdded: (user: AccountUser) => void }) {
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
    <form onSubmit={submit} aria-label="Add a colleague">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={255}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label="E-mail"
          type="email"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Select
          label="Role"
          data={USER_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
          value={role}
          allowDeselect={false}
          onChange={(value) => setRole(value ?? 'member')}
        />
        <Button type="submit" loading={add.isPending}>
          Add colleague
        </Button>
      </Group>
      {add.error !== null && (
        <Alert color="red" mt="sm" title="The colleague was not added">
          {add.error.message}
        </Alert>
      )}
    </form>
  );
}

export const roleLabel = (role: UserRole): string =>
  role === 'administrator' ? 'Administrator' : 'Member';
