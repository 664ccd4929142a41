export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
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
}
/** The folder of the server workspace, whether running from src/ (tests) or dist/ (built). */
export declare function serverRoot(): string;
export declare function loadConfig(env?: NodeJS.ProcessEnv): Config;
