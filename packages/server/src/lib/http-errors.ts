// Errors a route can throw to answer with a status and a message a person can read.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  constructor(statusCode: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.fields = fields;
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (
  message = 'Please sign in first: Chef Roastie only cooks for guests with a seat.',
) => new HttpError(401, message);
export const forbidden = (message = "That isn't yours to change.") => new HttpError(403, message);
export const notFound = (message = "Chef Roastie looked everywhere and couldn't find that.") =>
  new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
