// The header's menu (docs/product.md section 2, common header): Profile, Saved recipes, Meal plan
// (section 10), Recipe gallery,
// About, and Logout only when signed in, behind a confirm dialog.
import { useRef, useState } from 'react';
import {
  BookOpenText,
  CalendarRange,
  Heart,
  Info,
  LogOut,
  Menu as MenuIcon,
  UserRound,
} from 'lucide-react';
import { Menu } from '@/components/ui/menu/menu';
import { MenuAction, MenuLink, MenuSeparator } from '@/components/ui/menu/menu-items';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { LogoutDialog } from '@/features/auth/components/logout-dialog';
import { UserBadge } from './user-badge';
import styles from './header-menu.module.css';

export function HeaderMenu() {
  const { user, isSignedIn } = useCurrentUser();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Menu
        label="Menu"
        buttonRef={buttonRef}
        buttonContent={
          <>
            <MenuIcon size={22} />
            {user ? <UserBadge user={user} /> : null}
          </>
        }
        header={user ? <p className={styles.greeting}>Hi, {user.firstName}!</p> : null}
      >
        <MenuLink to={paths.userProfile()} icon={<UserRound size={20} />}>
          Profile
        </MenuLink>
        <MenuLink to={paths.savedRecipes()} icon={<Heart size={20} />}>
          Saved recipes
        </MenuLink>
        <MenuLink to={paths.plan()} icon={<CalendarRange size={20} />}>
          Meal plan
        </MenuLink>
        <MenuLink to={paths.recipeGallery()} icon={<BookOpenText size={20} />}>
          Recipe gallery
        </MenuLink>
        <MenuLink to={paths.about()} icon={<Info size={20} />}>
          About
        </MenuLink>
        {isSignedIn ? (
          <>
            <MenuSeparator />
            <MenuAction icon={<LogOut size={20} />} onSelect={() => setConfirmingLogout(true)}>
              Logout
            </MenuAction>
          </>
        ) : null}
      </Menu>
      <LogoutDialog
        open={confirmingLogout}
        onCancel={() => setConfirmingLogout(false)}
        finalFocusRef={buttonRef}
      />
    </>
  );
}
