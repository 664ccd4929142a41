// /onlineStore/enquiries: the enquiries inbox (the Online Store's enquiry badge opens it): open,
// done or all, newest first; each is read / unread, answered by SMS or WhatsApp, marked done.
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import type { Enquiry } from '@storekeep/domain/messages-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { type EnquiryFilter, useEnquiries, useMarkEnquiry } from '../api/enquiries.ts';
import { useDateTime } from '../components/date-time.ts';
import { PageNav } from '../components/page-nav.tsx';
import { ReplyModal } from '../components/reply-modal.tsx';

export function EnquiriesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<EnquiryFilter>('open');
  const [pageNo, setPageNo] = useState(1);
  const list = useEnquiries(filter, pageNo);
  const [replying, setReplying] = useState<Enquiry | null>(null);
  return (
    <Container size="md" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <PageHeader title={t('enquiries.title')} subtitle={t('enquiries.subtitle')} />
      <Stack gap="md">
        <SegmentedControl
          value={filter}
          onChange={(value) => {
            setFilter(value as EnquiryFilter);
            setPageNo(1);
          }}
          data={(['open', 'done', 'all'] as const).map((value) => ({
            value,
            label: t(`enquiries.filters.${value}`),
          }))}
          aria-label={t('enquiries.title')}
          style={{ alignSelf: 'flex-start' }}
          data-testid="enquiry-filter"
        />
        {list.isError ? (
          <Alert color="red">{errorMessage(list.error)}</Alert>
        ) : !list.data ? (
          <Center py="lg">
            <Loader />
          </Center>
        ) : list.data.enquiries.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="enquiries-empty">
            {t('enquiries.empty')}
          </Text>
        ) : (
          <>
            {list.data.enquiries.map((enquiry) => (
              <EnquiryCard key={enquiry.enquiryId} enquiry={enquiry} onReply={() => setReplying(enquiry)} />
            ))}
            <PageNav pageNo={pageNo} hasMore={list.data.hasMore} onPage={setPageNo} testId="enquiries" />
          </>
        )}
      </Stack>
      {replying && <ReplyModal enquiry={replying} onClose={() => setReplying(null)} />}
    </Container>
  );
}

function EnquiryCard({ enquiry, onReply }: { enquiry: Enquiry; onReply: () => void }) {
  const { t } = useTranslation();
  const mark = useMarkEnquiry();
  const dateTime = useDateTime();
  const id = enquiry.enquiryId;
  return (
    <Card withBorder radius="md" data-testid="enquiry" bg={enquiry.isRead ? undefined : 'blue.0'}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
        <div style={{ minWidth: 0 }}>
          <Text fw={enquiry.isRead ? 500 : 700}>{enquiry.name}</Text>
          <Text size="sm" c="dimmed">
            {[enquiry.mobileNumber, dateTime(enquiry.createdAt)].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap={4}>
          {!enquiry.isRead && <Badge color="blue">{t('enquiries.unread')}</Badge>}
          {enquiry.repliedAt && (
            <Badge color="teal" variant="light">
              {t('enquiries.replied')}
            </Badge>
          )}
          {enquiry.doneAt && (
            <Badge color="gray" variant="light">
              {t('enquiries.done')}
            </Badge>
          )}
        </Group>
      </Group>
      {enquiry.productName && (
        <Text size="sm" c="dimmed">
          {t('enquiries.about', { product: enquiry.productName })}
        </Text>
      )}
      <Text size="sm" my="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {enquiry.message}
      </Text>
      {!enquiry.mobileNumber && (
        <Text size="xs" c="dimmed">
          {t('enquiries.noMobile')}
        </Text>
      )}
      <Group gap="xs">
        {enquiry.mobileNumber && (
          <Button size="xs" onClick={onReply} data-testid="enquiry-reply">
            {t('enquiries.reply')}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          loading={mark.isPending}
          onClick={() => mark.mutate({ enquiryId: id, isRead: !enquiry.isRead })}
          data-testid="enquiry-read"
        >
          {enquiry.isRead ? t('enquiries.markUnread') : t('enquiries.markRead')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={mark.isPending}
          onClick={() => mark.mutate({ enquiryId: id, isDone: !enquiry.doneAt })}
          data-testid="enquiry-done"
        >
          {enquiry.doneAt ? t('enquiries.reopen') : t('enquiries.markDone')}
        </Button>
      </Group>
    </Card>
  );
}
