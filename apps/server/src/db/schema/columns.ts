// Column helpers shared by the table definitions: ids and paise as JavaScript numbers, timestamps with time zone.
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const id = (name: string) => bigint(name, { mode: 'number' });
export const paise = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
