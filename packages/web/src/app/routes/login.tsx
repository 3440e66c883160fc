import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { safeNextPath } from '@/features/auth/lib/safe-next-path';

/** /login: the sign-in control as a page; signed in, it sends you home (or to `?next=`). */
export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const navigate = useNavigate();
  const { user, isKnown } = useCurrentUser();

  if (isKnown && user) return <Navigate to={next} replace />;
  return (
    <Page title="Sign in">
      <LoginScreen onSuccess={() => void navigate(next, { replace: true })} />
    </Page>
  );
}
