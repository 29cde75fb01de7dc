/** The outcome of an operation on input that may be bad: a value, or an error a person can act on. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** An input error: a stable machine-readable code plus a message that names the problem. */
export interface InputError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}
