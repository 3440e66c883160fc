// The ten sections of the privacy policy, in the order docs/product.md section 2 gives them.
import type { ComponentType } from 'react';
import { Children } from './sections/children';
import { Contact } from './sections/contact';
import { Cookies } from './sections/cookies';
import { Disclosure } from './sections/disclosure';
import { InformationCollected } from './sections/information-collected';
import { PolicyChanges } from './sections/policy-changes';
import { Security } from './sections/security';
import { ThirdPartyLinks } from './sections/third-party-links';
import { UseOfInformation } from './sections/use-of-information';
import { YourRights } from './sections/your-rights';

export const POLICY_LAST_UPDATED = '22 November 2026';

export interface PrivacySection {
  id: string;
  title: string;
  Content: ComponentType;
}

export const PRIVACY_SECTIONS: PrivacySection[] = [
  { id: 'information-we-collect', title: 'Information we collect', Content: InformationCollected },
  { id: 'how-we-use-it', title: 'How we use your information', Content: UseOfInformation },
  { id: 'cookies', title: 'Cookies', Content: Cookies },
  { id: 'sharing', title: 'Sharing and disclosure', Content: Disclosure },
  { id: 'security', title: 'Security', Content: Security },
  { id: 'third-party-links', title: 'Links to other services', Content: ThirdPartyLinks },
  { id: 'children', title: 'Children under 13', Content: Children },
  { id: 'your-rights', title: 'Your rights', Content: YourRights },
  { id: 'changes', title: 'Changes to this policy', Content: PolicyChanges },
  { id: 'contact', title: 'Contact us', Content: Contact },
];
