// The readable `user_id` cookie is only a hint that someone is signed in (docs/product.md section 4); the
// session itself is an HttpOnly cookie the page never sees, and GET /api/user has the last word.
import { deleteCookie, readCookie } from '@/lib/cookies';

export const USER_ID_COOKIE = 'user_id';

export function hasUserIdCookie(): boolean {
  return Boolean(readCookie(USER_ID_COOKIE));
}

export function removeUserIdCookie(): void {
  deleteCookie(USER_ID_COOKIE);
}
