import type { ReactNode } from 'react';
import {
  ArrowLeftRight,
  CalendarHeart,
  Gauge,
  Share2,
  ShieldCheck,
  ShoppingBasket,
} from 'lucide-react';
import { GiBandChip } from '@/components/ui/gi-band-chip';
import styles from './differences.module.css';

interface Difference {
  icon: ReactNode;
  title: string;
  text: string;
  tone: 'tomato' | 'butter' | 'basil';
}

const DIFFERENCES: Difference[] = [
  {
    icon: <Gauge size={24} />,
    title: 'GI you can check',
    text: 'Glycemic index and glycemic load per serving are worked out from a real ingredient database, and every figure says where it came from.',
    tone: 'basil',
  },
  {
    icon: <ArrowLeftRight size={24} />,
    title: 'Lower-GI swaps',
    text: 'Keep the dish, soften the spike: think pearl barley for sticky white rice, or dense rye for white bread.',
    tone: 'butter',
  },
  {
    icon: <ShoppingBasket size={24} />,
    title: 'A shopping list that does the maths',
    text: 'Add ingredients or whole recipes. 200 g and 0.5 kg of flour merge into one line.',
    tone: 'tomato',
  },
  {
    icon: <CalendarHeart size={24} />,
    title: 'Food memories',
    text: 'Post the plates that mattered, link each one to its recipe, and look back on what you cooked.',
    tone: 'tomato',
  },
  {
    icon: <Share2 size={24} />,
    title: 'Share links',
    text: 'Send a recipe by WhatsApp, Telegram or email, with a preview that looks as good as it tastes.',
    tone: 'basil',
  },
  {
    icon: <ShieldCheck size={24} />,
    title: 'No ads, no tracking',
    text: 'Roastie runs on a server its operator chose. Your recipes are not for sale, and nobody follows you around.',
    tone: 'butter',
  },
];

export function Differences() {
  return (
    <section className={styles.section} aria-labelledby="different-title">
      <h2 id="different-title">What makes Roastie different</h2>
      <ul className={styles.cards}>
        {DIFFERENCES.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={`${styles.cardIcon} ${styles[item.tone]}`}>{item.icon}</span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <div className={styles.bands}>
        <p>How Roastie reads a glycemic index:</p>
        <ul>
          <li>
            <GiBandChip band="low">Low: 55 or less</GiBandChip>
          </li>
          <li>
            <GiBandChip band="medium">Medium: 56 to 69</GiBandChip>
          </li>
          <li>
            <GiBandChip band="high">High: 70 or more</GiBandChip>
          </li>
        </ul>
        <p className={styles.note}>A guide for the kitchen, not medical advice.</p>
      </div>
    </section>
  );
}
