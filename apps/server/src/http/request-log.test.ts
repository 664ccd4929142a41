import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, requestIdGenerator } from './request-log.ts';

function appLoggingTo(lines: string[], level: string) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    genReqId: requestIdGenerator(),
    childLoggerFactory: lazyChildLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get('/quiet', async () => 'ok');
  app.get('/loud', async (request) => {
    request.log.info({ detail: 1 }, 'hello');
    request.log.debug('not written at info');
    return 'ok';
  });
  app.get('/debug-route', { logLevel: 'debug' }, async (request) => {
    request.log.debug('written: the route asks for debug');
    return 'ok';
  });
  return app;
}

describe('request logging', () => {
  it('writes a request line bound to its request id, and only at enabled levels', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines, 'info');
    await app.inject({ url: '/quiet' });
    expect(lines).toEqual([]);
    const reply = await app.inject({ url: '/loud' });
    expect(reply.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] as string);
    expect(line).toMatchObject({ msg: 'hello', detail: 1, level: 30 });
    expect(line.reqId).toMatch(/^[\w-]+-\w+$/);
    await app.inject({ url: '/debug-route' });
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['hello', 'written: the route asks for debug']);
    await app.close();
  });

  it('gives every request its own id, and two processes different ones', async () => {
    const first = requestIdGenerator();
    const second = requestIdGenerator();
    const ids = new Set([first(), first(), first(), second(), second()]);
    expect(ids.size).toBe(5);
  });

  it('reports the level it writes at', () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines, 'warn');
    const child = lazyChildLogger(app.log, { reqId: 'x' }, {});
    expect(child.level).toBe('warn');
    child.info('dropped');
    child.warn('kept');
    expect(lines).toHaveLength(1);
    expect(lazyChildLogger(app.log, { reqId: 'y' }, { level: 'debug' }).level).toBe('debug');
  });
});
