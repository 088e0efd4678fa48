import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { created, dataOf, idParam, listQuery, paged, z, type ListQuery, type Role } from '@knjige/contract';
import { requireRole, sessionOf } from './auth/guard';
import type { Reader, Tx } from './db/client';
import { AppError, conflict, invalid, notFound } from './errors';
import type { App, AppContext } from './http';
import { offsetOf, pageInfo, searchAny } from './paging';
import { crudCount, crudDelete, crudInsert, crudPage, crudRow, crudUpdate, lockCrudRow, type CompanyTable } from './crud.repo';

type ListQueryShape = z.ZodObject<typeof listQuery.shape & z.ZodRawShape>;

/**
 * A company-scoped master-data resource: list (search, paging, filters), `/search`, `/combo`,
 * `/{id}`, `/{id}/retrieve`, create (201), update (204), delete (204; 409 when in use).
 * Resources with joins or rules of their own write their routes by hand next to this.
 */
export interface CrudResource<TTable extends CompanyTable, TInput extends Record<string, unknown>, TQuery extends ListQueryShape> {
  path: string;
  table: TTable;
  /** The response row. Its keys are the table's columns of the same name unless `select` says otherwise. */
  row: z.ZodObject;
  select?: Record<string, PgColumn | SQL.Aliased>;
  input: z.ZodType<TInput>;
  query?: TQuery;
  filters?: (query: z.output<TQuery>) => SQL | undefined;
  search: PgColumn[];
  orderBy: (PgColumn | SQL)[];
  /** Unique index name → the field whose error it is (`error.<field>.unique`). */
  unique?: Record<string, string>;
  /** Field errors for references that are not this company's (`{grpId: 'error.grpId.not-found'}`). */
  checkReferences?: (tx: Reader, companyId: number, input: TInput) => Promise<Record<string, string>>;
  /** A message key (and params) when the row is used and may not be deleted. */
  inUse?: (tx: Reader, companyId: number, id: number) => Promise<{ message: string; params?: Record<string, string | number> } | null>;
  /** Runs in the delete transaction after the in-use check (e.g. removes dependent rows). */
  beforeDelete?: (tx: Tx, companyId: number, id: number) => Promise<void>;
  /** Runs in the write transaction before insert/update (e.g. one default row per company). */
  beforeWrite?: (tx: Tx, companyId: number, input: TInput, id: number | null) => Promise<void>;
  /**
   * Runs in the update transaction before the row is written, with the row as stored (locked
   * against concurrent edits): throws to refuse a change of what the books already used (409).
   */
  beforeUpdate?: (tx: Reader, companyId: number, id: number, stored: Record<string, unknown>, input: TInput) => Promise<void>;
  /** Extra values stored with the input (derived columns). */
  toValues?: (input: TInput) => Record<string, unknown>;
  /** Roles that may write; reading is open to every member of the company. */
  writeRoles?: Role[];
}

/** A resource's definition, kept in its module's repository file (the routes register it; `registerCrud`). */
export function crudResource<TTable extends CompanyTable, TInput extends Record<string, unknown>, TQuery extends ListQueryShape = ListQueryShape>(
  spec: CrudResource<TTable, TInput, TQuery>,
): CrudResource<TTable, TInput, TQuery> {
  return spec;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The database's error fields: those of the driver's error the query error wraps (`cause`), else the error's own. */
function databaseError(err: unknown): { code?: unknown; table?: unknown; constraint?: unknown } | undefined {
  if (!isRecord(err)) return undefined;
  return isRecord(err.cause) ? err.cause : err;
}

/** A row that other rows still reference (documents, registers…): 409 naming the referencing table. */
export function inUseByReference(err: unknown): AppError | null {
  const cause = databaseError(err);
  if (cause?.code !== '23503') return null;
  return conflict('error.in-use', { table: typeof cause.table === 'string' ? cause.table : '' });
}

function uniqueViolation(unique: Record<string, string> | undefined, err: unknown): Record<string, string> | null {
  const cause = databaseError(err);
  if (cause?.code !== '23505') return null;
  const field = typeof cause.constraint === 'string' && cause.constraint ? unique?.[cause.constraint] : undefined;
  return field ? { [field]: `error.${field}.unique` } : { _: 'error.unique' };
}

export function registerCrud<TTable extends CompanyTable, TInput extends Record<string, unknown>, TQuery extends ListQueryShape>(
  app: App,
  { db }: AppContext,
  spec: CrudResource<TTable, TInput, TQuery>,
): void {
  const table: CompanyTable = spec.table;
  const columns = spec.select ?? pick(getTableColumns(table), Object.keys(spec.row.shape));
  const query = (spec.query ?? listQuery) as TQuery;
  const write = spec.writeRoles ? { onRequest: requireRole(...spec.writeRoles) } : {};

  async function findOne(tx: Reader, companyId: number, id: number) {
    const row = await crudRow(tx, table, columns, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  async function save(tx: Tx, companyId: number, input: TInput, id: number | null): Promise<number> {
    const errors = (await spec.checkReferences?.(tx, companyId, input)) ?? {};
    if (Object.keys(errors).length) throw invalid(errors);
    await spec.beforeWrite?.(tx, companyId, input, id);
    const values = { ...input, ...spec.toValues?.(input) };
    try {
      if (id === null) return await crudInsert(tx, table, companyId, values);
      await crudUpdate(tx, table, companyId, id, values);
      return id;
    } catch (err) {
      const fieldErrors = uniqueViolation(spec.unique, err);
      if (fieldErrors) throw invalid(fieldErrors);
      throw err;
    }
  }

  for (const path of [spec.path, `${spec.path}/search`, `${spec.path}/combo`]) {
    app.get(path, { schema: { querystring: query, response: { 200: paged(spec.row) } } }, async (request) => {
      const { companyId } = sessionOf(request);
      const q = request.query as z.output<TQuery> & ListQuery;
      const scope = and(eq(table.companyId, companyId), spec.filters?.(q));
      const where = and(scope, searchAny(q.search, spec.search));
      const [data, total, filtered] = await Promise.all([
        crudPage(db, table, columns, where, spec.orderBy, q.perPage, offsetOf(q)),
        crudCount(db, table, scope),
        q.search.trim() ? crudCount(db, table, where) : null,
      ]);
      return { data, pagination: pageInfo(q, total, filtered ?? total) };
    });
  }

  for (const path of [`${spec.path}/:id`, `${spec.path}/:id/retrieve`]) {
    app.get(path, { schema: { params: idParam, response: { 200: dataOf(spec.row) } } }, async (request) => ({
      data: await findOne(db, sessionOf(request).companyId, request.params.id),
    }));
  }

  app.post(spec.path, { ...write, schema: { body: spec.input, response: { 201: created } } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    const id = await db.transaction((tx) => save(tx, companyId, request.body as TInput, null));
    return reply.status(201).send({ id });
  });

  app.put(`${spec.path}/:id`, { ...write, schema: { params: idParam, body: spec.input } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    await db.transaction(async (tx) => {
      await findOne(tx, companyId, request.params.id);
      if (spec.beforeUpdate) {
        const stored = await lockCrudRow(tx, table, companyId, request.params.id);
        if (!stored) throw notFound();
        await spec.beforeUpdate(tx, companyId, request.params.id, stored, request.body as TInput);
      }
      await save(tx, companyId, request.body as TInput, request.params.id);
    });
    return reply.status(204).send();
  });

  app.delete(`${spec.path}/:id`, { ...write, schema: { params: idParam } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    await db.transaction(async (tx) => {
      await findOne(tx, companyId, request.params.id);
      const used = await spec.inUse?.(tx, companyId, request.params.id);
      if (used) throw conflict(used.message, used.params);
      await spec.beforeDelete?.(tx, companyId, request.params.id);
      await crudDelete(tx, table, companyId, request.params.id).catch((err: unknown) => {
        throw inUseByReference(err) ?? err;
      });
    });
    return reply.status(204).send();
  });
}

function pick(all: Record<string, PgColumn>, keys: string[]): Record<string, PgColumn> {
  const out: Record<string, PgColumn> = {};
  for (const key of keys) {
    const column = all[key];
    if (!column) throw new Error(`column ${key} is not in the table; give \`select\``);
    out[key] = column;
  }
  return out;
}

/** `{}` when the referenced row exists in the company, else the field's not-found error. */
export async function mustExist(count: Promise<number>, field: string): Promise<Record<string, string>> {
  return (await count) > 0 ? {} : { [field]: `error.${field}.not-found` };
}
