// GET a JSON endpoint until its body satisfies a check: bounded looks, 25 ms apart, then an error
// showing the last body. For processes whose state settles a little after an action.
export async function pollJson<T>(url: string, ok: (body: T) => boolean, looks = 400): Promise<T> {
  let last: unknown = null;
  for (let i = 0; i < looks; i++) {
    const response = await fetch(url);
    if (response.ok) {
      last = await response.json();
      if (ok(last as T)) return last as T;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} never showed what was wanted: ${JSON.stringify(last)}`);
}
