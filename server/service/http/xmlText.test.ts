import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/httpError';
import { checkXmlText } from './xmlText';

function refusal(text: string): string | undefined {
  try {
    checkXmlText(text);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).messages[0];
  }
}

describe('checkXmlText', () => {
  it('lets real clients’ documents through', () => {
    for (const text of [
      '<?xml version="1.0" encoding="UTF-8"?>\n<company>\n  <name>Acme &amp; Co &#233; &#x1F642;</name>\n</company>',
      '<company><name>tab\there</name><notes>line\r\nbreak</notes></company>',
      '  \n<tag>x</tag>',
      '<company><notes><![CDATA[&#1; is literal here]]></notes><!-- &#0; too --></company>',
      '<?xml-stylesheet href="x"?><company/>',
    ]) {
      expect(refusal(text), text).toBeUndefined();
    }
  });

  it('refuses characters XML does not allow, raw or as references', () => {
    expect(refusal('<a>x\u0000y</a>')).toMatch(/U\+0000 is not allowed/);
    expect(refusal('<a>x\u001by</a>')).toMatch(/U\+001B/);
    expect(refusal('<a>x\uFFFEy</a>')).toMatch(/U\+FFFE/);
    for (const reference of [
      '&#0;',
      '&#x1;',
      '&#xD800;',
      '&#x110000;',
      '&#99999999;',
      '&#xFFFF;',
    ]) {
      expect(refusal(`<a>${reference}</a>`), reference).toMatch(/character reference/);
    }
  });

  it('refuses a late or repeated XML declaration and text before the root', () => {
    expect(refusal('<a/><?xml version="1.0"?>')).toMatch(/declaration must come first/);
    expect(refusal('<?xml version="1.0"?><?xml version="1.0"?><a/>')).toMatch(/only once/);
    expect(refusal('\uFEFF<a/>')).toMatch(/text before the root/);
    expect(refusal('junk<a/>')).toMatch(/text before the root/);
  });

  it('stays linear on many unclosed sections', () => {
    const started = performance.now();
    refusal(`<a>${'<![CDATA[<!--'.repeat(80_000)}</a>`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
