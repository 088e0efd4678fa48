import { MessagePage } from './message-page';

export function NotFoundPage() {
  return <MessagePage code="404" messageKey="pages.notFound" />;
}
