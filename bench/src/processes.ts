// Child processes and temporary folders that the benchmarks start, and their clean-up on any exit.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { settings } from '../config.ts';

export interface Child {
  process: ChildProcess;
  label: string;
  /** The last few KB of stdout and stderr, for error messages. */
  output(): string;
  /** Resolves when the process has exited (never rejects). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
}

const running = new Set<Child>();
const tempPaths = new Set<string>();

export function spawnChild(
  label: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      done = true;
      running.delete(handle);
      resolve({ code, signal });
    };
    child.once('exit', finish);
    child.once('error', (error) => {
      tail += `\n${error.message}`;
      finish(null, null);
    });
  });
  const handle: Child = { process: child, label, output: () => tail.trim(), exited, hasExited: () => done };
  running.add(handle);
  return handle;
}

/** SIGTERM, wait for the exit, SIGKILL if it takes longer than the stop timeout. */
export async function stopChild(child: Child): Promise<{ graceful: boolean }> {
  if (child.hasExited()) return { graceful: true };
  child.process.kill('SIGTERM');
  const timeout = new AbortController();
  const timer = sleep(settings.stopTimeoutMs, 'timeout' as const, { signal: timeout.signal }).catch(
    () => 'exited' as const,
  );
  const outcome = await Promise.race([child.exited.then(() => 'exited' as const), timer]);
  timeout.abort();
  if (outcome === 'exited') return { graceful: true };
  child.process.kill('SIGKILL');
  await child.exited;
  return { graceful: false };
}

/** Resolves at the first stdout line containing `text`; rejects if the child exits or times out first. */
export function waitForOutput(child: Child, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-1000);
      if (seen.includes(text)) {
        cleanup();
        resolve();
      }
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${child.label} printed no "${text}" within ${settings.readyTimeoutMs} ms`));
    }, settings.readyTimeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.process.stdout?.off('data', onData);
    };
    child.process.stdout?.on('data', onData);
    void child.exited.then(({ code, signal }) => {
      cleanup();
      reject(new Error(`${child.label} exited (${signal ?? code}) before "${text}":\n${child.output()}`));
    });
  });
}

function healthStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 2000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** Polls /api/health until it answers 200; rejects if the child exits or the ready timeout passes. */
export async function waitForHealthy(child: Child, port: number): Promise<void> {
  const deadline = performance.now() + settings.readyTimeoutMs;
  for (;;) {
    if (child.hasExited()) {
      const { code, signal } = await child.exited;
      throw new Error(`${child.label} exited (${signal ?? code}) before it was healthy:\n${child.output()}`);
    }
    if ((await healthStatus(port)) === 200) return;
    if (performance.now() > deadline)
      throw new Error(
        `${child.label} was not healthy within ${settings.readyTimeoutMs} ms:\n${child.output()}`,
      );
    await sleep(settings.healthPollMs);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A new folder under the OS temp folder, removed by cleanUp(). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempPaths.add(dir);
  return dir;
}

/** Registers a path (file or folder) to remove on clean-up. */
export function removeOnExit(path: string): void {
  tempPaths.add(path);
}

/** Kills whatever is still running and removes the temporary folders. Synchronous: safe in 'exit'. */
export function cleanUp(): void {
  for (const child of running) {
    try {
      child.process.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
  for (const path of tempPaths) rmSync(path, { recursive: true, force: true });
  tempPaths.clear();
}

/** Stops the running children gracefully (used on the normal path before cleanUp). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

let hooked = false;
/** Clean up on normal exit, on an uncaught error and on Ctrl-C / SIGTERM. */
export function installCleanUpHooks(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      process.stderr.write(`\nbench: ${signal}, stopping children and removing temporary folders\n`);
      cleanUp();
      process.exit(130);
    });
}
