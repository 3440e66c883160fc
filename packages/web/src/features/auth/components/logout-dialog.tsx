import type { RefObject } from 'react';
import { LogOut } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLogout } from '../api/logout';

interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
  finalFocusRef?: RefObject<HTMLElement | null>;
}

export function LogoutDialog({ open, onCancel, finalFocusRef }: LogoutDialogProps) {
  const logout = useLogout();
  return (
    <ConfirmDialog
      open={open}
      icon={<LogOut size={26} />}
      title="Are you sure you want to log out?"
      description="Your recipes stay right here. Chef Roastie will keep the oven warm."
      confirmLabel="Logout"
      busy={logout.isPending || logout.isSuccess}
      onConfirm={() => logout.mutate()}
      onCancel={onCancel}
      finalFocusRef={finalFocusRef}
    />
  );
}
