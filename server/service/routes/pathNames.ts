/**
 * A name that stands in for an id in a path (`tags/{name}.xml`, `…/locations/{label}.xml`), as
 * clients encode it. The .NET client encodes names as HTML forms do (`HttpUtility.UrlEncode`):
 * a space becomes `+` (`tags/new+business.xml`) and a literal `+` becomes `%2B`. The app has
 * percent-decoded the segment already, so both arrive as `+`: the name as decoded is looked up
 * first, and only when nothing has it, the name with every `+` read as a space. A record whose
 * name holds a literal `+` is therefore always found by it; a name holding both a `+` and a space
 * (`A+ clients`, form-encoded `A%2B+clients`) is found only when the client percent-encodes the
 * space (`A%2B%20clients`).
 *
 * `find` answers null (or false, for a write that found nothing to change) when the name matches
 * nothing; it may run twice, so it must change nothing when it finds nothing.
 */
export async function findByPathName<T>(
  name: string,
  find: (name: string) => Promise<T | null | false>,
): Promise<T | null> {
  const literal = await find(name);
  if (literal !== null && literal !== false) return literal;
  if (!name.includes('+')) return null;
  const spaced = await find(name.replace(/\+/g, ' '));
  return spaced === null || spaced === false ? null : spaced;
}
