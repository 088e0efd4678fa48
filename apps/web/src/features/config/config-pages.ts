/** The sub-pages of /config, in the order of the index cards: path segment → catalog key. */
export const configPages = [
  { path: 'profil', key: 'profile' },
  { path: 'config', key: 'company' },
  { path: 'korisnici', key: 'users' },
  { path: 'magacini', key: 'warehouses' },
  { path: 'period', key: 'periods' },
  { path: 'pdv-stope', key: 'vatRates' },
  { path: 'jedinice-mere', key: 'units' },
  { path: 'tekuci-racuni', key: 'accounts' },
  { path: 'devizni-racuni', key: 'foreignAccounts' },
  { path: 'kontni-plan', key: 'chart' },
  { path: 'seme-knjizenja', key: 'schemes' },
  { path: 'kase', key: 'registers' },
  { path: 'doc-napomene', key: 'docNotes' },
  { path: 'kursna-lista', key: 'exchangeRates' },
] as const;
