import { type Storage } from './storage.ts';
export declare function createLocalStorage(root: string): Storage;
