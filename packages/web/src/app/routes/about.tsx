import { Page } from '@/components/ui/page';
import { AboutPage } from '@/features/about/components/about-page';

export default function AboutRoute() {
  return (
    <Page title="About" width="wide">
      <AboutPage />
    </Page>
  );
}
