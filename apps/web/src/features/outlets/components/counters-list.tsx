// The counters (accounts) of an outlet: rename, deactivate or bring back, add one.
import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OutletDetail } from '@storekeep/domain/outlet-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useAddCounter, useUpdateCounter } from '../api/outlets.ts';

function CounterRow({ outletId, account }: { outletId: number; account: OutletDetail['accounts'][number] }) {
  const { t } = useTranslation();
  const update = useUpdateCounter();
  const [name, setName] = useState(account.accountName);
  const shout = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });
  const changed = name.trim() !== account.accountName && name.trim() !== '';
  return (
    <Group gap="xs" wrap="wrap" data-testid="counter-row">
      <TextInput
        aria-label={t('outlets.counterName')}
        value={name}
        maxLength={20}
        onChange={(e) => setName(e.currentTarget.value)}
        style={{ flex: 1, minWidth: 140 }}
        size="xs"
      />
      {changed && (
        <Button
          size="xs"
          variant="light"
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { outletId, accountId: account.accountId, change: { accountName: name.trim() } },
              { onError: shout },
            )
          }
        >
          {t('outlets.rename')}
        </Button>
      )}
      <Switch
        size="sm"
        label={t('outlets.counterActive')}
        checked={account.isActive}
        onChange={(e) =>
          update.mutate(
            { outletId, accountId: account.accountId, change: { isActive: e.currentTarget.checked } },
            { onError: shout },
          )
        }
      />
    </Group>
  );
}

export function CountersList({ outlet }: { outlet: OutletDetail }) {
  const { t } = useTranslation();
  const add = useAddCounter();
  const [name, setName] = useState('');
  return (
    <Stack gap="xs" mt="sm" data-testid="counters">
      <Text size="sm" fw={600}>
        {t('outlets.counters')}
      </Text>
      {outlet.accounts.map((account) => (
        <CounterRow key={account.accountId} outletId={outlet.outletId} account={account} />
      ))}
      <Group gap="xs" wrap="wrap">
        <TextInput
          aria-label={t('outlets.newCounter')}
          placeholder={t('outlets.newCounter')}
          value={name}
          maxLength={20}
          size="xs"
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 140 }}
        />
        <Button
          size="xs"
          variant="default"
          disabled={name.trim() === ''}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { outletId: outlet.outletId, accountName: name.trim() },
              {
                onSuccess: () => setName(''),
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
              },
            )
          }
        >
          {t('outlets.addCounter')}
        </Button>
      </Group>
    </Stack>
  );
}
