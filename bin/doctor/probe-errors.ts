// The errno code of what a probe threw (`EACCES`), or its message when it has none.
export function codeOf(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown };
  if (typeof err?.code === 'string') return err.code;
  return typeof err?.message === 'string' ? err.message : String(e);
}
