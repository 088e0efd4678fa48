import { MessagePage } from './message-page';

export function ForbiddenPage() {
  return <MessagePage code="403" messageKey="pages.forbidden" />;
}
