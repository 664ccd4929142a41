// /api/health throughput through the whole built server against a bare node:http hello-world,
// both driven by autocannon from this process, alternately, best of the rounds for each.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { settings, targets } from '../config.ts';
import { freePort, spawnChild, stopChild, waitForHealthy, waitForOutput } from './processes.ts';
import { progress, type Result, repoRoot } from './report.ts';
import { spawnServer } from './server.ts';

export interface Run {
  rate: number;
  p99: number;
  failures: number;
}

export async function measure(url: string): Promise<Run> {
  await autocannon({ url, connections: settings.connections, duration: settings.warmupSeconds });
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.durationSeconds,
  });
  return {
    // Only 2xx answers count: a server that fails fast must not look fast.
    rate: result['2xx'] / result.duration,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export const best = (runs: Run[]): Run => runs.reduce((a, b) => (b.rate > a.rate ? b : a));
export const describe = (run: Run): string =>
  `${Math.round(run.rate)} req/s, p99 ${run.p99} ms${run.failures ? `, ${run.failures} failed requests` : ''}`;

export async function healthThroughput(dataDir: string): Promise<Result> {
  const { child: server, port: serverPort } = await spawnServer(dataDir);
  const barePort = await freePort();
  const bare = spawnChild(
    'hello-server',
    process.execPath,
    [join(repoRoot, 'bench/fixtures/hello-server.mjs')],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(barePort) },
    },
  );
  try {
    await Promise.all([waitForHealthy(server, serverPort), waitForOutput(bare, 'listening')]);
    const targetsToRun = [
      { key: 'server', url: `http://127.0.0.1:${serverPort}/api/health` },
      { key: 'bare', url: `http://127.0.0.1:${barePort}/` },
    ] as const;
    const runs: Record<'server' | 'bare', Run[]> = { server: [], bare: [] };
    progress(
      `throughput: ${settings.throughputRounds} rounds x (server, bare) x (${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s), ${settings.connections} connections`,
    );
    for (let round = 0; round < settings.throughputRounds; round++) {
      // Alternate which goes first so neither always runs on a warmer machine.
      const order = round % 2 === 0 ? targetsToRun : [...targetsToRun].reverse();
      for (const { key, url } of order) runs[key].push(await measure(url));
    }
    const serverBest = best(runs.server);
    const bareBest = best(runs.bare);
    return {
      name: 'health-throughput-vs-bare-node',
      value: serverBest.rate / bareBest.rate,
      target: targets.healthThroughput,
      details: [
        `server GET /api/health: ${describe(serverBest)} (runs: ${runs.server.map((r) => Math.round(r.rate)).join(', ')})`,
        `bare node:http:         ${describe(bareBest)} (runs: ${runs.bare.map((r) => Math.round(r.rate)).join(', ')})`,
      ],
    };
  } finally {
    await Promise.all([stopChild(server), stopChild(bare)]);
  }
}
