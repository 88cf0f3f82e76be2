// One load at a time: a page that reloads on every event asks again while a load is under way;
// those calls coalesce into one more load after it, never several in parallel.
export function coalesced(load: () => Promise<void>): () => Promise<void> {
  let loading = false;
  let again = false;
  return async () => {
    if (loading) { again = true; return; }
    loading = true;
    try {
      do { again = false; await load(); } while (again);
    } finally {
      loading = false;
    }
  };
}
