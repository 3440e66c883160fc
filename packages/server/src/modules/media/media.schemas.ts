import { safeText } from '@roastie/core';
import { z } from 'zod';

export { storedImageSchema } from '@roastie/core';

export const mediaParamsSchema = z.object({ key: safeText().max(200), file: safeText().max(200) });
export const updateParamsSchema = z.object({ filename: safeText().max(200) });
