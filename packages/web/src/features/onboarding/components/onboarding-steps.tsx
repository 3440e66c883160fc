// The five onboarding steps, in the product's order (section 2, onboarding dialog).
import type { ReactNode } from 'react';
import { CalendarDays, Plus, Search, Share2 } from 'lucide-react';
import { ChefRoastie } from '@/components/ui/chef-roastie';

export interface OnboardingStep {
  title: string;
  text: (firstName: string) => string;
  art: ReactNode;
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    title: 'Welcome',
    text: (firstName) =>
      `Welcome to Roastie, ${firstName}! I’m Chef Roastie. I cook, I keep an eye on the glycemic index, and I roast your food choices. Kindly. Mostly.`,
    art: <ChefRoastie size={96} />,
  },
  {
    title: 'Generate recipes',
    text: () =>
      'Snap your dish and add a few words. Use the + button in the menu and I’ll write the recipe, glycemic index estimate included.',
    art: <Plus size={40} strokeWidth={2.75} />,
  },
  {
    title: 'Share what you eat',
    text: () =>
      'Post food memories with the calendar button. Remember to link a recipe, so everyone can cook what you ate.',
    art: <CalendarDays size={40} />,
  },
  {
    title: 'Search & Save',
    text: () =>
      'Search for a dish, or tap ‘Feeling hungry’ and let fate choose. Tap the heart to keep a recipe in Saved recipes.',
    art: <Search size={40} />,
  },
  {
    title: 'Customize & Share',
    text: () =>
      'Make your recipes your own: tweak ingredients and steps, then share them by WhatsApp, Telegram or email.',
    art: <Share2 size={40} />,
  },
];
