import { timestamp } from 'drizzle-orm/pg-core';

/** The creation time column every table has. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
