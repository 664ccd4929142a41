// Reply to a shopper's enquiry by SMS or WhatsApp (the text goes through the messages queue).
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { Enquiry, MessageChannel } from '@storekeep/domain/messages-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useReplyToEnquiry } from '../api/enquiries.ts';

export function ReplyModal({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const { t } = useTranslation();
  const reply = useReplyToEnquiry(enquiry.enquiryId);
  const [channel, setChannel] = useState<MessageChannel>('WHATSAPP');
  const [text, setText] = useState('');
  // One key per opened reply: a second click of the same reply sends it once.
  const [replyKey] = useState(() => crypto.randomUUID());
  return (
    <Modal opened onClose={onClose} title={t('enquiries.replyTitle', { name: enquiry.name })} centered>
      {reply.isSuccess ? (
        <Stack>
          <Alert color="teal" data-testid="enquiry-reply-sent">
            {t('enquiries.sent')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            reply.mutate({ channel, text, replyKey });
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {enquiry.message}
            </Text>
            <div>
              <Text size="sm" fw={500} mb={4} id="enquiry-send-by">
                {t('enquiries.sendBy')}
              </Text>
              <SegmentedControl
                aria-labelledby="enquiry-send-by"
                value={channel}
                onChange={(value) => setChannel(value as MessageChannel)}
                data={[
                  { value: 'WHATSAPP', label: t('sms.channels.WHATSAPP') },
                  { value: 'SMS', label: t('sms.channels.SMS') },
                ]}
              />
            </div>
            <Textarea
              label={t('enquiries.message')}
              autosize
              minRows={3}
              maxLength={1000}
              required
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={reply.error ? errorMessage(reply.error) : undefined}
              data-testid="enquiry-reply-text"
            />
            <Text size="xs" c="dimmed">
              {t('enquiries.creditsNote')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={reply.isPending} data-testid="enquiry-reply-send">
                {t('enquiries.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
