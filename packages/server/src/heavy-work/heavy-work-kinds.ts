// What the heavy-work worker can be asked to do, and what each kind answers. Shared by the main
// thread (which sends) and the worker (which runs), so both sides agree on the shapes.
import type { EncodedImage } from '../media/encode-image.ts';
import type { PdfTextRequest } from '../generation/pdf-text.ts';

/** A kind of task: its input (structured-cloned into the worker) and its output (cloned back). */
export interface TaskKind {
  input: unknown;
  output: unknown;
}

export interface HeavyWorkKinds {
  'pdf-text': { input: PdfTextRequest; output: string };
  image: { input: Uint8Array; output: EncodedImage };
}

/** One message to the worker: a kind and its input. */
export type TaskOf<Kinds> = {
  [K in keyof Kinds & string]: {
    kind: K;
    input: Kinds[K] extends TaskKind ? Kinds[K]['input'] : never;
  };
}[keyof Kinds & string];
