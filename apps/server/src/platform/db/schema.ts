/** Every table, for drizzle-kit and for the typed query layer. */
export * from '../../modules/tenancy/tenancy.tables';
export * from '../../modules/reference/reference.tables';
export * from '../../modules/auth/auth.tables';
export * from '../../modules/articles/articles.tables';
