// The bottom navigation (docs/product.md section 2): food memories (calendar), home (the menu of
// recipes), the meal plan (section 10) and the shopping list, with the "+" for a new recipe that the onboarding points to.
import type { ReactNode } from 'react';
import { CalendarDays, CalendarRange, Plus, ShoppingBasket, UtensilsCrossed } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import styles from './bottom-nav.module.css';

interface TabProps {
  to: string;
  label: string;
  shortLabel: string;
  icon: ReactNode;
  end?: boolean;
}

function Tab({ to, label, shortLabel, icon, end }: TabProps) {
  return (
    <li>
      {/* The name holds the visible word (WCAG 2.5.3, label in name). */}
      <NavLink
        to={to}
        end={end}
        aria-label={label === shortLabel ? undefined : label}
        className={styles.tab}
      >
        <span className={styles.icon}>{icon}</span>
        <span className={styles.label}>{shortLabel}</span>
      </NavLink>
    </li>
  );
}

export function BottomNav() {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        <Tab
          to={paths.gallery()}
          label="Food memories"
          shortLabel="Memories"
          icon={<CalendarDays size={22} />}
        />
        <Tab
          to={paths.home()}
          end
          label="Home"
          shortLabel="Home"
          icon={<UtensilsCrossed size={22} />}
        />
        <li>
          <NavLink to={paths.createRecipe()} aria-label="New recipe" className={styles.create}>
            <span className={styles.createIcon}>
              <Plus size={28} strokeWidth={2.75} />
            </span>
            <span className={styles.label}>New</span>
          </NavLink>
        </li>
        <Tab
          to={paths.plan()}
          label="Meal plan"
          shortLabel="Plan"
          icon={<CalendarRange size={22} />}
        />
        <Tab to={paths.shop()} label="Shop" shortLabel="Shop" icon={<ShoppingBasket size={22} />} />
      </ul>
    </nav>
  );
}
