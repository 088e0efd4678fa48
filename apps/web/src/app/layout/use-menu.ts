import { useAppLinks } from '../../shared/app-config/use-app-config';
import { visibleMenu, type MenuGroup } from '../menu-routes';

/** The signed-in user's menu: the server's groups, limited to the screens this client has. */
export function useMenu(): MenuGroup[] {
  const links = useAppLinks().data;
  return links ? visibleMenu(links) : [];
}
