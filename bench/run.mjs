// `npm run bench`: runs the benchmarks in bench/src (TypeScript, loaded through tsx) and prints one
// `name: ratio (target) PASS|FAIL` line per benchmark. See docs/benchmarks.md.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('./src/main.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
