// The store's addresses: /s/{storeSlug} and custom domains (add, verify by DNS TXT, point at the
// shop by A/CNAME records and check them, its HTTPS certificate's state, change, delete), gated by the Home.Add_Domain package permission; the domain toasts last 8 seconds.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Container,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { DOMAIN_TOAST_MS } from '@storekeep/domain/website-builder';
import { IconCheck, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  type Domain,
  useAddDomain,
  useCheckDomainRecords,
  useDeleteDomain,
  useDomains,
  useUpdateDomain,
  useVerifyDomain,
} from '../api/domains.ts';
import { packLimit } from '../api/store-settings.ts';
import { useSupplierInfo } from '../api/theme-gallery.ts';
import { CertificateStatus } from '../components/certificate-status.tsx';
import { PointRecords } from '../components/point-records.tsx';
import { PremiumPopup } from '../components/premium-popup.tsx';
import { LoadError, LoadingBlocks } from '../components/query-state.tsx';

const toast = (color: 'teal' | 'red', message: string) =>
  notifications.show({ color, message, autoClose: DOMAIN_TOAST_MS });

export function DomainsPage() {
  const { t } = useTranslation();
  const info = useSupplierInfo();
  const domains = useDomains();
  const add = useAddDomain();
  const [host, setHost] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [premium, setPremium] = useState(false);
  const [editing, setEditing] = useState<Domain | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    try {
      // The upgrade popup comes before the request when the plan has no domain.
      if ((await packLimit('domain')).access === 0) {
        setPremium(true);
        return;
      }
    } catch (error) {
      toast('red', errorMessage(error));
      return;
    }
    add.mutate(host, {
      onSuccess: () => setHost(''),
      onError: (error) => setFieldError(errorMessage(error)),
    });
  };

  return (
    <Container size="md" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader title={t('builder.domains.title')} subtitle={t('builder.domains.subtitle')} />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Text size="sm" c="dimmed">
            {t('builder.domains.storeAddress')}
          </Text>
          <Text fw={600} style={{ wordBreak: 'break-all' }} data-testid="domains-store-url">
            {info.data ? `${window.location.origin}${info.data.storeUrl}` : '…'}
          </Text>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('builder.domains.add')}
              placeholder="www.mystore.in"
              value={host}
              onChange={(event) => setHost(event.currentTarget.value)}
              error={fieldError}
              style={{ flex: '1 1 220px' }}
              data-testid="domain-host"
            />
            <Button
              type="submit"
              loading={add.isPending}
              disabled={host.trim() === ''}
              data-testid="domain-add"
            >
              {t('builder.domains.addButton')}
            </Button>
          </Group>
        </Card>
        {domains.isPending && <LoadingBlocks testId="domains-loading" count={1} />}
        {domains.isError && (
          <LoadError error={domains.error} onRetry={() => void domains.refetch()} testId="domains-error" />
        )}
        {domains.data?.length === 0 && <Text c="dimmed">{t('builder.domains.empty')}</Text>}
        {domains.data?.map((domain) => (
          <DomainCard key={domain.domainId} domain={domain} onEdit={() => setEditing(domain)} />
        ))}
      </Stack>
      <PremiumPopup opened={premium} onClose={() => setPremium(false)} text={t('builder.premium.domain')} />
      {editing && <EditDomainModal domain={editing} onClose={() => setEditing(null)} />}
    </Container>
  );
}

function DomainCard({ domain, onEdit }: { domain: Domain; onEdit: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyDomain();
  const check = useCheckDomainRecords();
  const remove = useDeleteDomain();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('builder.domains.deleteTitle'),
      children: <Text>{t('builder.domains.deleteText', { host: domain.host })}</Text>,
      labels: { confirm: t('builder.domains.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(domain.domainId, {
          onSuccess: (reply) => toast('teal', reply.message),
          onError: (error) => toast('red', errorMessage(error)),
        }),
    });
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`domain-${domain.domainId}`}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Title order={3} fz="md" style={{ wordBreak: 'break-all' }}>
            {domain.host}
          </Title>
          <Badge color={domain.isVerified ? 'teal' : 'orange'} variant="light">
            {domain.isVerified ? t('builder.domains.verified') : t('builder.domains.pending')}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('builder.domains.edit')}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={confirmDelete}
            aria-label={t('builder.domains.delete')}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {!domain.isVerified && (
        <Alert variant="light" color="blue" mt="md" title={t('builder.domains.txtTitle')}>
          <Stack gap={6}>
            <RecordLine label={t('builder.domains.txtName')} value={domain.txtRecord.name} />
            <RecordLine label={t('builder.domains.txtValue')} value={domain.txtRecord.value} />
            <Group>
              <Button
                size="xs"
                loading={verify.isPending}
                onClick={() =>
                  verify.mutate(domain.domainId, {
                    onSuccess: (reply) => toast('teal', reply.message),
                    onError: (error) => toast('red', errorMessage(error)),
                  })
                }
              >
                {t('builder.domains.verify')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {domain.isVerified && domain.pointRecords.length > 0 && <PointRecords domain={domain} check={check} />}
      <CertificateStatus domain={domain} />
    </Card>
  );
}

function RecordLine({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" w={60}>
        {label}
      </Text>
      <Code style={{ wordBreak: 'break-all', flex: 1 }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <ActionIcon variant="subtle" onClick={copy} aria-label={label}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}

function EditDomainModal({ domain, onClose }: { domain: Domain; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDomain();
  const [host, setHost] = useState(domain.host);
  return (
    <Modal opened onClose={onClose} title={t('builder.domains.edit')} centered>
      <TextInput
        label={t('builder.domains.add')}
        value={host}
        onChange={(event) => setHost(event.currentTarget.value)}
        error={update.isError ? errorMessage(update.error) : null}
      />
      <Group justify="flex-end" mt="lg">
        <Button
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { domainId: domain.domainId, host },
              {
                onSuccess: (reply) => {
                  toast('teal', reply.message);
                  onClose();
                },
              },
            )
          }
        >
          {t('common.save')}
        </Button>
      </Group>
    </Modal>
  );
}
