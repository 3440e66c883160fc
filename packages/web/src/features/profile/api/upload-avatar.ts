// POST /api/uploadAvatar (docs/product.md section 7): a form with the photo (`avatar`) and `userId`;
// answers `{avatarUrl}`.
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';

export interface UploadAvatarInput {
  userId: string;
  file: File;
}

export function uploadAvatar({ userId, file }: UploadAvatarInput): Promise<{ avatarUrl: string }> {
  const form = new FormData();
  form.append('userId', userId);
  form.append('avatar', file);
  return api.post<{ avatarUrl: string }>('/api/uploadAvatar', form);
}

export function useUploadAvatar({ onSuccess }: { onSuccess?: (avatarUrl: string) => void } = {}) {
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) => onSuccess?.(avatarUrl),
  });
}
