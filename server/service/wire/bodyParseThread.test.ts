import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/httpError';
import { INLINE_PARSE_BYTES, parseRequestBody } from './bodyParseThread';
import { parseBody } from './requestInput';

const XML = 'application/xml';

/**
 * A company made `bytes` long (more than INLINE_PARSE_BYTES: the thread's) by its background
 * (at most 60,000 characters: its limit is 65,536) and whitespace after it.
 */
function companyOf(bytes: number, extra = ''): Buffer {
  const open = `<company><name>Big</name>${extra}<background>`;
  const close = '</background></company>';
  const room = bytes - open.length - close.length;
  const background = 'n'.repeat(Math.min(room, 60_000));
  return Buffer.from(
    `${open}${background}</background>${' '.repeat(room - background.length)}</company>`,
  );
}

async function refusalOf(parse: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await parse.then(
    () => new Error('parsed'),
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('parseRequestBody', () => {
  it('gives a large body the tree parseBody gives, attributes without a prototype', async () => {
    const body = companyOf(INLINE_PARSE_BYTES * 4, '<id type="integer">7</id>');
    const tree = await parseRequestBody(XML, Buffer.from(body));
    expect(tree).toEqual(parseBody(XML, body));
    const id = tree!.children.find((child) => child.name === 'id')!;
    expect(Object.getPrototypeOf(id.attrs)).toBeNull();
    expect(id.attrs['type']).toBe('integer');
  });

  it('refuses a large body as parseBody does, status and message alike', async () => {
    const undeclared = companyOf(INLINE_PARSE_BYTES * 2, '<title>&nbsp;</title>');
    const thread = await refusalOf(parseRequestBody(XML, Buffer.from(undeclared)));
    const inline = await refusalOf(Promise.resolve().then(() => parseBody(XML, undeclared)));
    expect([thread.status, thread.messages]).toEqual([inline.status, inline.messages]);
    expect(thread.messages[0]).toMatch(/the entity &nbsp; is not declared/);
    const notXml = await refusalOf(parseRequestBody('text/plain', Buffer.from(undeclared)));
    expect(notXml.status).toBe(415);
  });

  it('lets the request thread run while a large body is parsed', async () => {
    let turns = 0;
    let counting = true;
    const count = (): void => {
      turns++;
      if (counting) setImmediate(count);
    };
    // 10,000 elements: tens of milliseconds of parsing, over many turns of this thread's loop.
    const elements = `<tags>${'<tag><name>t</name></tag>'.repeat(4_000)}</tags>`;
    const body = companyOf(200_000, elements);
    setImmediate(count);
    const tree = await parseRequestBody(XML, body);
    counting = false;
    expect(tree!.children.find((child) => child.name === 'tags')!.children).toHaveLength(4_000);
    // Parsed inline, the await would resolve before the loop turned once more.
    expect(turns).toBeGreaterThan(1);
  });

  it('moves a large body to the thread instead of copying it; a small one stays', async () => {
    const large = companyOf(INLINE_PARSE_BYTES * 2);
    const parsed = parseRequestBody(XML, large);
    // Its memory went with the message: the request thread's view of it is empty.
    expect(large.length).toBe(0);
    expect((await parsed)!.name).toBe('company');
    const small = Buffer.from('<company><name>Small</name></company>');
    await parseRequestBody(XML, small);
    expect(small.toString()).toBe('<company><name>Small</name></company>');
  });

  it('parses a small body on the request thread', async () => {
    let turned = false;
    setImmediate(() => (turned = true));
    const tree = await parseRequestBody(XML, Buffer.from('<company><name>Small</name></company>'));
    expect(turned).toBe(false);
    expect(tree!.children[0]!.text).toBe('Small');
  });
});
