// DELETE /api/post/{id}: the cook's own memory and its photo (the server checks it is theirs).
import type { Post } from '@roastie/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { invalidateMemories } from './invalidate-memories';

export function deletePost(id: string): Promise<void> {
  return api.delete<void>(`/api/post/${encodeURIComponent(id)}`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<Post, 'id' | 'recipeID'>) => deletePost(post.id),
    onSuccess: (_result, post) => invalidateMemories(queryClient, post.recipeID),
  });
}
