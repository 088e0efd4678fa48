import { docFamilies, familyRegistry, type AppLinkGroup, type DocFamily } from '@knjige/contract';
import { documentMenuRoutes } from '../features/documents/document-routes';

/**
 * Every menu key the server may send (contract appMenu) but those of the document families →
 * the route of its screen, or null while the screen is not built (such entries are hidden).
 * Adding a screen = filling in its path here; a document family brings its own (below).
 */
const screenRoutes = {
  artikli: '/artikli',
  'grupe-artikala': '/grupe-artikala',
  klijenti: '/klijenti',
  mesta: '/mesta',
  troskovi: '/troskovi',
  'grupe-troskova': '/grupe-troskova',
  // the credit notes' list opens on customers (the registry's); suppliers' is its other sub-type
  'knjizna-odobrenja-dobavljaci': '/knjizna-odobrenja/knod-potrazuje',
  // the advance invoices' list opens on buyers' advances (the registry's); suppliers' is its other sub-type
  'avansni-racuni-dobavljaci': '/avansni-racuni/avr-primljeni',
  // the same for the debit notes: beside the credit notes in both menus
  'knjizna-zaduzenja-dobavljaci': '/knjizna-zaduzenja/knz-potrazuje',
  // services invoices are the 'usluga' tab of the sales invoices (/izlazni-racuni/usluga)
  'izlazni-racuni-usluge-new': null,
  'izlazni-racuni-usluge': null,
  'prodaja-na-kasi': null,
  'racuni-maloprodaje': null,
  'platni-promet': null,
  // an account's opening balance is a payment-traffic document of its own sub-type (beside the other opening balances in the menu)
  'pocetno-stanje-racuna': '/platni-promet/pocetno',
  'stanje-racuna': '/stanje-racuna',
  blagajne: '/blagajne',
  'blagajnicki-izvestaj': '/blagajnicki-izvestaj',
  'kursna-lista': '/config/kursna-lista',
  'stanje-zaliha': '/stanje-zaliha',
  'stanje-klijenata': '/stanje-klijenata',
  'fin-rpt': '/fin-rpt',
  'bruto-bilans': '/fin-rpt/bruto-bilans',
  'kartica-konta': '/fin-rpt/kartica-konta',
  dnevnik: '/fin-rpt/dnevnik',
  bilans: '/fin-rpt/bilans',
  'kontni-plan': '/config/kontni-plan',
  'seme-knjizenja': '/config/seme-knjizenja',
  'trgovacka-knjiga': '/trgovacka-knjiga',
  'ostvareni-promet': '/ostvareni-promet',
  config: '/config',
  'sef-ulazne-fakture': '/sef/ulazne-fakture',
  'eotp-primljene': '/eotp/primljene-otpremnice',
  'sef-uskladjivanje': '/sef/uskladjivanje',
  'osnovna-sredstva': '/osnovna-sredstva',
  'poreska-amortizacija': '/poreska-amortizacija',
  'agencija-pregled': '/agencija',
  'agencija-rokovi': '/agencija/rokovi',
} satisfies Record<string, string | null>;

type FamilyMenuKeys<F extends DocFamily> = (typeof familyRegistry)[F]['menuKeys'];
/** The menu keys the registry gives the document families (their lists and new-document forms). */
type FamilyMenuKey = { [F in DocFamily]: FamilyMenuKeys<F>[keyof FamilyMenuKeys<F>] }[DocFamily];

export type MenuKey = keyof typeof screenRoutes | FamilyMenuKey;

// The registry's keys and the built families' routes; Object.fromEntries does not keep the key type.
const familyRoutes = Object.fromEntries(
  docFamilies.flatMap((family) => Object.values<string>(familyRegistry[family].menuKeys)).map((key) => [key, documentMenuRoutes[key] ?? null]),
) as Record<FamilyMenuKey, string | null>;

/** Every menu key → its route; a document family's entries lead to its screens once they are built. */
export const menuRoutes: Record<MenuKey, string | null> = { ...screenRoutes, ...familyRoutes };

const isMenuKey = (key: string): key is MenuKey => Object.hasOwn(menuRoutes, key);

export function routeOf(key: string): string | null {
  return isMenuKey(key) ? menuRoutes[key] : null;
}

export interface MenuEntry {
  key: MenuKey;
  path: string;
  /** a divider follows this entry */
  separator: boolean;
}

export interface MenuGroup {
  key: string;
  items: MenuEntry[];
}

/** The server's groups with only the entries this client has screens for; empty groups go. */
export function visibleMenu(groups: readonly AppLinkGroup[]): MenuGroup[] {
  return groups
    .map((group) => {
      const items: MenuEntry[] = [];
      for (const item of group.items) {
        const path = routeOf(item.key);
        if (path && isMenuKey(item.key)) items.push({ key: item.key, path, separator: Boolean(item.separator) });
        // A hidden entry's divider moves to the previous visible one.
        else if (item.separator && items.length > 0) items[items.length - 1]!.separator = true;
      }
      if (items.length > 0) items[items.length - 1]!.separator = false;
      return { key: group.key, items };
    })
    .filter((group) => group.items.length > 0);
}
