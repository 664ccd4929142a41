// Wiring of the messages module: the providers chosen by the settings, and the send job (in the
// queue's prompt lane: a customer waits for an OTP, a shopkeeper for an order's push).
import type { FastifyBaseLogger } from 'fastify';
import type { MessagingSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import { logProvider } from './providers/log-provider.ts';
import { msg91SmsProvider } from './providers/msg91-sms.ts';
import { whatsappCloudProvider } from './providers/whatsapp-cloud.ts';
import { SEND_MESSAGE_QUEUE } from './queue-message.ts';
import { giveUpSend, runSendJob, type SendContext } from './send-message.ts';
import { PUSH_QUEUE, type PushContext, runPushJob } from './store-alerts.ts';

export function messagesContext(deps: {
  db: Db;
  settings: MessagingSettings;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  fetch?: typeof fetch;
}): SendContext {
  const { sms, whatsapp } = deps.settings;
  const log = logProvider(deps.log);
  return {
    db: deps.db,
    dltTemplateIds: deps.settings.dltTemplateIds,
    providers: {
      SMS: sms.kind === 'msg91' ? msg91SmsProvider(sms, deps.fetch) : log,
      WHATSAPP: whatsapp.kind === 'cloud' ? whatsappCloudProvider(whatsapp, deps.fetch) : log,
    },
  };
}

export function registerMessageJobs(jobs: JobWorker, ctx: SendContext, push: PushContext): void {
  jobs.register(
    SEND_MESSAGE_QUEUE,
    (job) => runSendJob(ctx, job),
    (job, error) => giveUpSend(ctx, job, error),
    'prompt',
  );
  jobs.register(PUSH_QUEUE, (job) => runPushJob(push, job), undefined, 'prompt');
}
