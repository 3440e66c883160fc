// When a stored image is unattached: no recipe, post or avatar refers to it. One definition for
// the orphan sweep, replacing a recipe's photo and deleting an account, so they cannot disagree
// about what is still in use (issue 14, docs/decisions/0015-security-hardening.md).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** SQL that is true when nothing shows the image `key` (a media.key column or a value). */
export function isUnattached(key: AnyColumn | string): SQL {
  return sql`(not exists (select 1 from recipes r where r.image_key = ${key})
    and not exists (select 1 from posts p where p.image_key = ${key})
    and not exists (select 1 from users u where u.avatar_key = ${key}))`;
}
