import { NotFoundPage } from '../layout/not-found-page';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
