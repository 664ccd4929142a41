import type { S3Settings } from '../config.ts';
import { type Storage } from './storage.ts';
export declare function createS3Storage(settings: S3Settings): Storage;
