import type { MenuKey } from '../../app/menu-routes';

/** The nine home cards of docs/domain.md#the-products-contract, each with the menu entries (lists and new screens) it links to. */
export const homeCards: { key: string; links: MenuKey[] }[] = [
  { key: 'articles', links: ['artikli', 'grupe-artikala'] },
  { key: 'clients', links: ['klijenti', 'mesta', 'troskovi', 'grupe-troskova'] },
  { key: 'goodsReports', links: ['stanje-zaliha', 'trgovacka-knjiga', 'ostvareni-promet', 'pocetno-stanje-robe'] },
  { key: 'purchases', links: ['ulazni-racuni', 'ulazni-racuni-new', 'troskovni-racuni', 'troskovni-racuni-new', 'jci', 'jci-new', 'knjizna-odobrenja-dobavljaci', 'knjizna-zaduzenja-dobavljaci', 'sef-ulazne-fakture'] },
  { key: 'wholesale', links: ['izlazni-racuni', 'izlazni-racuni-new', 'izlazni-racuni-usluge', 'izlazni-racuni-usluge-new', 'prn', 'prn-new', 'knjizna-odobrenja-kupci', 'knjizna-zaduzenja-kupci'] },
  { key: 'retail', links: ['prodaja-na-kasi', 'racuni-maloprodaje'] },
  { key: 'internalTrade', links: ['nivelacije', 'interni-prenosi'] },
  { key: 'paymentTraffic', links: ['platni-promet', 'stanje-racuna'] },
  { key: 'financialReports', links: ['fin-rpt', 'stanje-klijenata', 'pocetno-stanje-klijenata'] },
];
