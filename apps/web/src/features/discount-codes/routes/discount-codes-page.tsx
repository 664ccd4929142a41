// The online store's discount codes (Online Store → Discount codes): each code with its rules,
// state and uses so far; create, edit, pause and resume.
import { Alert, Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formatDisplayDate } from '@storekeep/domain/date-ranges';
import type { DiscountCode } from '@storekeep/domain/discount-code-api';
import { dayOf } from '@storekeep/domain/discount-codes';
import { formatPaise, formatPrice } from '@storekeep/domain/money';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useDiscountCodes, usePauseDiscountCode } from '../api/discount-codes.ts';
import { DiscountCodeForm } from '../components/discount-code-form.tsx';

const STATE_COLOURS: Record<DiscountCode['state'], string> = {
  ACTIVE: 'teal',
  PAUSED: 'gray',
  SCHEDULED: 'blue',
  EXPIRED: 'orange',
  USED_UP: 'red',
};

const rupees = (paise: number) => formatPrice(paise, { symbol: true });

export function DiscountCodesPage() {
  const { t } = useTranslation();
  const codes = useDiscountCodes();
  // undefined: the form is closed; null: a new code.
  const [editing, setEditing] = useState<DiscountCode | null | undefined>(undefined);

  return (
    <Container size="md" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('discountCodes.title')}
        subtitle={t('discountCodes.subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setEditing(null)}
            data-testid="discount-code-add"
          >
            {t('discountCodes.add')}
          </Button>
        }
      />
      <Stack gap="md">
        {codes.isPending && (
          <Stack data-testid="discount-codes-loading">
            <Skeleton h={96} radius="lg" />
            <Skeleton h={96} radius="lg" />
          </Stack>
        )}
        {codes.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('error.title')}
            data-testid="discount-codes-error"
          >
            {errorMessage(codes.error)}
            <Button size="xs" variant="light" color="red" ml="md" onClick={() => void codes.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {codes.data?.length === 0 && (
          <Text c="dimmed" data-testid="discount-codes-empty">
            {t('discountCodes.empty')}
          </Text>
        )}
        {codes.data?.map((code) => (
          <CodeCard key={code.discountCodeId} code={code} onEdit={() => setEditing(code)} />
        ))}
      </Stack>
      {editing !== undefined && <DiscountCodeForm code={editing} onClose={() => setEditing(undefined)} />}
    </Container>
  );
}

function CodeCard({ code, onEdit }: { code: DiscountCode; onEdit: () => void }) {
  const { t } = useTranslation();
  const pause = usePauseDiscountCode();
  const setPaused = (paused: boolean) =>
    pause.mutate(
      { discountCodeId: code.discountCodeId, paused },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
    );
  const confirmPause = () =>
    modals.openConfirmModal({
      title: t('discountCodes.pauseTitle'),
      children: <Text>{t('discountCodes.pauseText', { code: code.code })}</Text>,
      labels: { confirm: t('discountCodes.pause'), cancel: t('common.cancel') },
      onConfirm: () => setPaused(true),
    });
  const rules = [
    code.kind === 'PERCENT'
      ? t('discountCodes.percentOff', { value: code.value })
      : t('discountCodes.amountOff', { amount: rupees(code.value) }),
    code.minOrderPaise > 0 && t('discountCodes.minimum', { amount: rupees(code.minOrderPaise) }),
    code.startsAt && t('discountCodes.validFrom', { date: formatDisplayDate(dayOf(code.startsAt)) }),
    code.endsAt && t('discountCodes.validUntil', { date: formatDisplayDate(dayOf(code.endsAt)) }),
    code.perCustomerLimit !== null && t('discountCodes.perCustomer', { limit: code.perCustomerLimit }),
    code.firstOrderOnly && t('discountCodes.firstOrder'),
  ].filter((rule): rule is string => Boolean(rule));
  return (
    <Card withBorder radius="lg" padding="md" data-testid={`discount-code-${code.code}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs">
            <Title order={3} fz="lg" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {code.code}
            </Title>
            <Badge color={STATE_COLOURS[code.state]} variant="light" data-testid="discount-code-state">
              {t(`discountCodes.states.${code.state}`)}
            </Badge>
          </Group>
          <Text size="sm">{rules.join(' · ')}</Text>
          <Text size="sm" c="dimmed" data-testid="discount-code-usage">
            {code.usageLimit === null
              ? t('discountCodes.usedSoFar', { used: code.usedCount })
              : t('discountCodes.usedOf', { used: code.usedCount, limit: code.usageLimit })}
            {' · '}
            {t('discountCodes.given', { amount: formatPaise(code.discountGivenPaise, { symbol: true }) })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onEdit} data-testid="discount-code-edit">
            {t('discountCodes.editButton')}
          </Button>
          {code.paused ? (
            <Button
              variant="light"
              size="xs"
              loading={pause.isPending}
              onClick={() => setPaused(false)}
              data-testid="discount-code-resume"
            >
              {t('discountCodes.resume')}
            </Button>
          ) : (
            <Button
              variant="light"
              color="gray"
              size="xs"
              loading={pause.isPending}
              onClick={confirmPause}
              data-testid="discount-code-pause"
            >
              {t('discountCodes.pause')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
