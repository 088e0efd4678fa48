import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { periodStatus, roles } from '@knjige/contract';

export const companies = pgTable('companies', {
  id: serial().primaryKey(),
  naziv: text().notNull(),
  nazivCyr: text().notNull().default(''),
  pib: text().notNull(),
  maticniBroj: text().notNull(),
  isPdv: boolean().notNull().default(true),
  banka: text().notNull().default(''),
  tracun: text().notNull().default(''),
  street: text().notNull().default(''),
  postcode: text().notNull().default(''),
  city: text().notNull().default(''),
  contactName: text().notNull().default(''),
  phone: text().notNull().default(''),
  email: text().notNull().default(''),
  allowNegativeStock: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    passwordHash: text(),
    language: text().notNull().default('sr-lat'),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    role: text({ enum: roles }).notNull(),
    isDefault: boolean().notNull().default(false),
    /** Deactivation is per company: an inactive member cannot sign in to it or renew a session in it. */
    isActive: boolean().notNull().default(true),
    /**
     * An invitation of someone who already has an account: not active until the user accepts it
     * (an admin cannot activate it for them); declined or withdrawn, the row goes.
     */
    isPending: boolean().notNull().default(false),
    /** the name the inviting admin typed: what the company's users screen shows until the person signs in to it */
    invitedFirstName: text(),
    invitedLastName: text(),
  },
  (t) => [uniqueIndex('memberships_user_company_uq').on(t.userId, t.companyId)],
);

export const periods = pgTable(
  'periods',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    title: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: periodStatus }).notNull().default('open'),
  },
  (t) => [uniqueIndex('periods_company_title_uq').on(t.companyId, t.title)],
);
