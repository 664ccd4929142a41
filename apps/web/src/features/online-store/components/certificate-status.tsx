// A domain's HTTPS certificate as the merchant needs to know it: being issued, active (until when,
// and the day it renews by itself) or failed with the authority's reason and how to try again.
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format.ts';
import type { Domain } from '../api/domains.ts';

const COLOR = { pending: 'blue', issued: 'teal', failed: 'red' } as const;
const day = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

export function CertificateStatus({ domain }: { domain: Domain }) {
  const { t } = useTranslation();
  const certificate = domain.certificate;
  if (!certificate) return null;
  const label = {
    pending: t('builder.domains.certPending'),
    issued: t('builder.domains.certIssued'),
    failed: t('builder.domains.certFailed'),
  }[certificate.status];
  return (
    <Alert
      variant="light"
      color={COLOR[certificate.status]}
      mt="md"
      data-testid={`certificate-${domain.domainId}`}
      title={
        <Group gap="xs">
          <span>{t('builder.domains.certTitle')}</span>
          <Badge color={COLOR[certificate.status]} variant="filled" data-testid="certificate-status">
            {label}
          </Badge>
        </Group>
      }
    >
      <Stack gap={4}>
        {certificate.status === 'pending' && <Text size="sm">{t('builder.domains.certPendingText')}</Text>}
        {certificate.expiresAt && (
          <Text size="sm" data-testid="certificate-expires">
            {t('builder.domains.certExpires', { date: day(certificate.expiresAt) })}
          </Text>
        )}
        {certificate.status === 'issued' && certificate.renewsAt && (
          <Text size="sm" data-testid="certificate-renews">
            {t('builder.domains.certRenews', { date: day(certificate.renewsAt) })}
          </Text>
        )}
        {certificate.error && (
          <>
            <Text size="sm" c="red" data-testid="certificate-error" style={{ wordBreak: 'break-word' }}>
              {t('builder.domains.certError', { error: certificate.error })}
            </Text>
            <Text size="sm">{t('builder.domains.certRetry')}</Text>
          </>
        )}
      </Stack>
    </Alert>
  );
}
