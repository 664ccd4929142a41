// `npm run dev`: the server with reload (tsx watch) and the admin app on Vite's dev server, which
// proxies /api and /s to it.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();
// Messages go to the local fake SMS and WhatsApp gateway (GET http://127.0.0.1:7099/messages shows
// them) unless SMS_PROVIDER is set to a real one.
const FAKE_GATEWAY = 'http://127.0.0.1:7099';
const fakeGateway = process.env.SMS_PROVIDER
  ? {}
  : {
      SMS_PROVIDER: 'msg91',
      SMS_API_URL: FAKE_GATEWAY,
      SMS_AUTH_KEY: 'fake-msg91-key',
      SMS_SENDER_ID: 'STRKPR',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_API_URL: FAKE_GATEWAY,
      WHATSAPP_TOKEN: 'fake-whatsapp-token',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
    };
const children = [
  ...(process.env.SMS_PROVIDER
    ? []
    : [
        spawn('npx', ['tsx', 'apps/server/src/fakes/fake-sms-server.ts', '7099'], {
          cwd: root,
          stdio: 'inherit',
        }),
      ]),
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...fakeGateway },
  }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
