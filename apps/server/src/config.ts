// Settings come from environment variables with safe defaults (README: Settings).
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/**
 * Where messages go (README: Settings). SMS_PROVIDER=msg91 sends SMS through MSG91's HTTP API
 * (SMS_API_URL, SMS_AUTH_KEY, SMS_SENDER_ID, SMS_DLT_TEMPLATE_IDS as `PURPOSE=id,…`);
 * WHATSAPP_PROVIDER=cloud sends WhatsApp through the Cloud API (WHATSAPP_API_URL, WHATSAPP_TOKEN,
 * WHATSAPP_PHONE_NUMBER_ID). Unset, messages are written to the log and recorded as sent.
 */
export interface MessagingSettings {
  sms: { kind: 'log' } | { kind: 'msg91'; url: string; authKey: string; senderId: string; route: string };
  /** DLT content template id per message purpose. */
  dltTemplateIds: Record<string, string>;
  whatsapp: { kind: 'log' } | { kind: 'cloud'; url: string; token: string; phoneNumberId: string };
  /**
   * Web push VAPID keys, base64url (VAPID_PUBLIC_KEY: the uncompressed P-256 point,
   * VAPID_PRIVATE_KEY: the 32-byte scalar); made once into DATA_DIR when unset, like the session
   * secret, so that browsers' subscriptions stay valid across restarts.
   */
  vapid: { publicKey: string; privateKey: string; subject: string };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  sessionIdleMinutes: number;
  s3: S3Settings | undefined;
  logLevel: string;
  /** Create the demo store on first start (off in tests). */
  seedDemo: boolean;
  webDistDir: string;
  /** Keep rendered storefront pages in memory (STOREFRONT_PAGE_CACHE=0 turns it off, for the bench). */
  storefrontPageCache: boolean;
  /**
   * Per-address limits on the storefront's checkout and enquiry posts (STOREFRONT_FORM_RATE_LIMIT=0
   * turns them off: the checkout benchmark posts hundreds a second from one address).
   */
  storefrontFormRateLimit: boolean;
  /**
   * The proxies whose X-Forwarded-For, -Proto and -Host are believed (TRUST_PROXY; Fastify's
   * trustProxy): addresses, CIDR ranges or named ranges; false, the default, believes none.
   */
  trustProxy: string[] | false;
  messaging: MessagingSettings;
  /**
   * Where merchants point their own domains (README: Your own domain): PUBLIC_IPV4, the server's
   * public IPv4 address for a bare domain's A record (unset: the admin shows no A record); the
   * app's host, for a subdomain's CNAME, is PUBLIC_URL's host.
   */
  publicIpv4: string | undefined;
  /** DNS_RESOLVER: the DNS servers (comma-separated addresses, port allowed) that check domains; unset, the system's. */
  dnsServers: string[] | undefined;
  /**
   * HTTPS for merchants' own domains (README: Your own domain): HTTPS_PORT starts a listener that
   * serves each verified domain with its own certificate (unset: none, and no certificates are
   * asked for); ACME_DIRECTORY_URL, the certificate authority (Let's Encrypt by default);
   * ACME_CA_FILE, an extra root to trust for that connection (a test CA such as Pebble's);
   * ACME_EMAIL, the account's contact.
   */
  https: {
    port: number | undefined;
    acmeDirectoryUrl: string;
    acmeCaFile: string | undefined;
    acmeEmail: string | undefined;
  };
}

/** The folder of the server workspace, whether running from src/ (tests) or dist/ (built). */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"@storekeep/server"')) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the @storekeep/server folder');
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** SESSION_SECRET when set; otherwise one generated once and kept in DATA_DIR so restarts keep sessions. */
function sessionSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SESSION_SECRET) {
    if (env.SESSION_SECRET.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return env.SESSION_SECRET;
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** proxy-addr's named ranges (loopback: 127.0.0.1/8 and ::1, linklocal, uniquelocal: private ranges). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: a comma-separated list of the proxies' addresses, CIDR ranges (10.0.0.0/8,
 * fd00::/8), address/netmask pairs or named ranges. A hop count or `true` is refused: neither can
 * tell the proxy from a client that connects directly and writes the header itself.
 */
function trustProxy(raw: string | undefined): string[] | false {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return false;
  for (const entry of entries)
    if (!isProxyRange(entry))
      throw new Error(
        `TRUST_PROXY takes the proxies' addresses or CIDR ranges (e.g. "10.0.0.0/8,127.0.0.1"), got "${entry}"`,
      );
  return entries;
}

function isProxyRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', suffix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (suffix === undefined) return true;
  if (/^\d{1,3}$/.test(suffix)) return Number(suffix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(suffix) === 4;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = serverRoot();
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const port = positiveInt('PORT', env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionSecret: sessionSecret(env, dataDir),
    sessionIdleMinutes: positiveInt('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 12 * 60),
    s3: s3Settings(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== '0',
    webDistDir: resolve(root, '../web/dist'),
    storefrontPageCache: env.STOREFRONT_PAGE_CACHE !== '0',
    storefrontFormRateLimit: env.STOREFRONT_FORM_RATE_LIMIT !== '0',
    trustProxy: trustProxy(env.TRUST_PROXY),
    messaging: messagingSettings(env, dataDir),
    publicIpv4: publicIpv4(env.PUBLIC_IPV4),
    dnsServers: dnsServers(env.DNS_RESOLVER),
    https: {
      port: env.HTTPS_PORT ? positiveInt('HTTPS_PORT', env.HTTPS_PORT, 443) : undefined,
      acmeDirectoryUrl: env.ACME_DIRECTORY_URL || 'https://acme-v02.api.letsencrypt.org/directory',
      acmeCaFile: env.ACME_CA_FILE || undefined,
      acmeEmail: env.ACME_EMAIL || undefined,
    },
  };
}

function publicIpv4(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (isIP(raw) !== 4) throw new Error(`PUBLIC_IPV4 must be an IPv4 address, got "${raw}"`);
  return raw;
}

function dnsServers(raw: string | undefined): string[] | undefined {
  const servers = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return servers.length > 0 ? servers : undefined;
}

function required(env: NodeJS.ProcessEnv, name: string, because: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when ${because}`);
  return value;
}

function messagingSettings(env: NodeJS.ProcessEnv, dataDir: string): MessagingSettings {
  const smsKind = env.SMS_PROVIDER || 'log';
  if (smsKind !== 'log' && smsKind !== 'msg91')
    throw new Error(`SMS_PROVIDER must be log or msg91, got "${smsKind}"`);
  const whatsappKind = env.WHATSAPP_PROVIDER || 'log';
  if (whatsappKind !== 'log' && whatsappKind !== 'cloud')
    throw new Error(`WHATSAPP_PROVIDER must be log or cloud, got "${whatsappKind}"`);
  const dltTemplateIds: Record<string, string> = {};
  for (const pair of (env.SMS_DLT_TEMPLATE_IDS ?? '').split(',')) {
    const [purpose, id] = pair.split('=').map((part) => part.trim());
    if (purpose && id) dltTemplateIds[purpose] = id;
  }
  const because = (what: string) => `${what} is chosen`;
  return {
    sms:
      smsKind === 'msg91'
        ? {
            kind: 'msg91',
            url: env.SMS_API_URL || 'https://api.msg91.com',
            authKey: required(env, 'SMS_AUTH_KEY', because('SMS_PROVIDER=msg91')),
            senderId: required(env, 'SMS_SENDER_ID', because('SMS_PROVIDER=msg91')),
            route: env.SMS_ROUTE || '4',
          }
        : { kind: 'log' },
    dltTemplateIds,
    whatsapp:
      whatsappKind === 'cloud'
        ? {
            kind: 'cloud',
            url: env.WHATSAPP_API_URL || 'https://graph.facebook.com/v20.0',
            token: required(env, 'WHATSAPP_TOKEN', because('WHATSAPP_PROVIDER=cloud')),
            phoneNumberId: required(env, 'WHATSAPP_PHONE_NUMBER_ID', because('WHATSAPP_PROVIDER=cloud')),
          }
        : { kind: 'log' },
    vapid: { ...vapidKeys(env, dataDir), subject: env.VAPID_SUBJECT || 'mailto:support@storekeep.invalid' },
  };
}

function vapidKeys(env: NodeJS.ProcessEnv, dataDir: string): { publicKey: string; privateKey: string } {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
