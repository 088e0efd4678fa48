/** Every table, for drizzle-kit and for the typed query layer. */
export * from '../../modules/tenancy/tenancy.tables';
export * from '../../modules/reference/reference.tables';
export * from '../../modules/auth/auth.tables';
export * from '../../modules/articles/articles.tables';
export * from '../../modules/places/places.tables';
export * from '../../modules/costs/costs.tables';
export * from '../../modules/clients/clients.tables';
export * from '../../modules/company/company.tables';
export * from '../../modules/users/users.tables';
export * from '../../documents/psr/psr.tables';
export * from '../../documents/ur/ur.tables';
export * from '../../documents/niv/niv.tables';
export * from '../../documents/int/int.tables';
export * from '../../ledgers/ledgers.tables';
export * from '../../documents/prod/prod.tables';
export * from '../../documents/prn/prn.tables';
export * from '../../ledgers/turnover.tables';
