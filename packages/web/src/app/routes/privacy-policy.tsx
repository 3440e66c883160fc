import { Page } from '@/components/ui/page';
import { PrivacyPolicy } from '@/features/privacy-policy/components/privacy-policy';

export default function PrivacyPolicyRoute() {
  return (
    <Page title="Privacy policy">
      <PrivacyPolicy />
    </Page>
  );
}
