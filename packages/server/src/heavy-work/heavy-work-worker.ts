// The heavy-work worker's entry (piscina loads its default export in each worker thread). In
// production it is its own bundle, dist/heavy-work-worker.js (scripts/build-server.mjs).
import { pdfText } from '../generation/pdf-text.ts';
import { encodeImage } from '../media/encode-image.ts';
import type { HeavyWorkKinds, TaskOf } from './heavy-work-kinds.ts';

export default async function runHeavyWork(
  task: TaskOf<HeavyWorkKinds>,
): Promise<HeavyWorkKinds[typeof task.kind]['output']> {
  switch (task.kind) {
    case 'pdf-text':
      return pdfText(task.input);
    case 'image':
      return encodeImage(task.input);
  }
}
