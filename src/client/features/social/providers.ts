// The social sign-in providers as the UI shows them. (The list is repeated here rather than imported
// from src/shared/schemas/social.ts, whose values would bring TypeBox into the bundle.)
import type { SocialProvider } from '../../../shared/schemas/social';
import { FacebookIcon, GoogleIcon, type IconComponent } from '../../components/icons';

export interface ProviderInfo {
  provider: SocialProvider;
  /** Brand name: the same in every language. */
  name: string;
  /** For data-testid: `social-row-google`, `social-signin-facebook`, ... */
  slug: 'google' | 'facebook';
  icon: IconComponent;
  /** Translation keys of the provider's button and explanations. */
  continueKey: string;
}

export const PROVIDERS: readonly ProviderInfo[] = [
  { provider: 'Google', name: 'Google', slug: 'google', icon: GoogleIcon, continueKey: 'SOCIAL.CONTINUE_GOOGLE' },
  { provider: 'Facebook', name: 'Facebook', slug: 'facebook', icon: FacebookIcon, continueKey: 'SOCIAL.CONTINUE_FACEBOOK' },
];
