// POST /api/post (multipart: recipeName, description, date, image, user_id, recipe_id; docs/product.md
// section 7). The server takes the author from the session; user_id is sent because the product says so.
import type { Post } from '@roastie/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { invalidateMemories } from './invalidate-memories';

export interface NewMemory {
  recipeName: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  recipeId: string;
  userId: string;
  photo: File;
}

export function createPost(memory: NewMemory): Promise<Post> {
  const form = new FormData();
  form.append('recipeName', memory.recipeName);
  form.append('description', memory.description);
  form.append('date', memory.date);
  form.append('recipe_id', memory.recipeId);
  form.append('user_id', memory.userId);
  form.append('image', memory.photo, memory.photo.name || 'memory.jpg');
  return api.post<Post>('/api/post', form);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => invalidateMemories(queryClient, post.recipeID),
  });
}
