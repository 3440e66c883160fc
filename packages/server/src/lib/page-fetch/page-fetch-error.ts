// Why a page could not be fetched for import, in the product's voice, with the status the API
// answers (docs/product.md section 8; docs/decisions/0013-recipe-import-and-export.md).
import { HttpError } from '../http-errors.ts';

export type PageFetchProblem =
  | 'bad-address'
  | 'private-address'
  | 'too-many-redirects'
  | 'unreachable'
  | 'page-error'
  | 'too-slow'
  | 'too-large'
  | 'not-html';

const STATUS: Record<PageFetchProblem, number> = {
  'bad-address': 400,
  'private-address': 400,
  'too-many-redirects': 502,
  unreachable: 502,
  'page-error': 502,
  'too-slow': 504,
  'too-large': 413,
  'not-html': 415,
};

export class PageFetchError extends HttpError {
  readonly problem: PageFetchProblem;
  constructor(problem: PageFetchProblem, message: string) {
    super(STATUS[problem], message, { url: message });
    this.problem = problem;
    this.name = 'PageFetchError';
  }
}
