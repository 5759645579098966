// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { drawnStyle, repairAttributes } from './hydrationRepair';

/** An element as the server drew it. */
function drawn(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild!;
}

describe('the attributes of a hydrated element', () => {
  it('become what the browser’s render asked for: labels, classes, flags, ids', () => {
    const button = drawn(
      '<button class="light" aria-label="Switch to dark mode" aria-pressed="true" id="s1" disabled>x</button>',
    );
    repairAttributes(button, {
      className: 'dark',
      'aria-label': 'Switch to light mode',
      'aria-pressed': false,
      id: 'b7',
      disabled: false,
      title: undefined,
      onClick: () => undefined,
      children: 'x',
    });
    expect(button.getAttribute('class')).toBe('dark');
    expect(button.getAttribute('aria-label')).toBe('Switch to light mode');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.id).toBe('b7');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.hasAttribute('onClick')).toBe(false);
    expect(button.textContent).toBe('x');
  });

  it('lose what only the server drew, but keep a field’s drawn value', () => {
    const header = drawn('<div aria-sort="ascending" class="c" role="columnheader">Name</div>');
    repairAttributes(header, { className: 'c', role: 'columnheader', children: 'Name' });
    expect(header.getAttributeNames().sort()).toEqual(['class', 'role']);
    const input = drawn('<input value="Acme" tabindex="0">');
    repairAttributes(input, { defaultValue: 'Acme', tabIndex: 0 });
    expect(input.getAttribute('value')).toBe('Acme');
    expect(input.getAttribute('tabindex')).toBe('0');
  });

  it('take the browser’s markup set as HTML: a style naming the browser’s class, not the server’s', () => {
    const style = drawn('<style>.__m__-P0-341{--sg-cols:3}</style>');
    repairAttributes(style, {
      dangerouslySetInnerHTML: { __html: '.__m__-P0-342{--sg-cols:3}' },
    });
    expect(style.textContent).toBe('.__m__-P0-342{--sg-cols:3}');
    const same = drawn('<div><b>kept</b></div>');
    const kept = same.firstElementChild;
    repairAttributes(same, { dangerouslySetInnerHTML: { __html: '<b>kept</b>' } });
    expect(same.firstElementChild).toBe(kept);
  });

  it('take the browser’s inline styles: a measured offset replaces the server’s guess', () => {
    const card = drawn('<li style="top: 86px; height: 40px; --gap: 4px">card</li>');
    repairAttributes(card, { style: { top: 120, height: '40px', opacity: 0.5, '--gap': '10px' } });
    const style = (card as HTMLElement).style;
    expect(style.top).toBe('120px');
    expect(style.height).toBe('40px');
    expect(style.opacity).toBe('0.5');
    expect(style.getPropertyValue('--gap')).toBe('10px');
  });

  it('are added where the server drew none, and boolean ones set bare', () => {
    const input = drawn('<input>');
    repairAttributes(input, { required: true, placeholder: 'Suche', 'data-kind': 'name' });
    expect(input.getAttribute('required')).toBe('');
    expect(input.getAttribute('placeholder')).toBe('Suche');
    expect(input.getAttribute('data-kind')).toBe('name');
  });

  it('are left alone when the server drew the very styles the browser asks for', () => {
    const style = {
      top: 0,
      height: 40,
      opacity: 0.5,
      flexGrow: 1,
      maxWidth: 'calc(22.5rem * var(--mantine-scale))',
      '--text-line-clamp': 2,
      '--gap': '4px',
      WebkitLineClamp: '2',
      left: undefined,
      color: '',
    };
    const drawnHtml = renderToString(h('div', { style }));
    expect(drawnHtml).toBe(`<div style="${drawnStyle(style)}"></div>`);
    const element = drawn(drawnHtml) as HTMLElement;
    // A repair reads the element's style property by property: not one read here.
    const read = vi.spyOn(element.style, 'getPropertyValue');
    repairAttributes(element, { style });
    expect(read).not.toHaveBeenCalled();
    repairAttributes(element, { style: { ...style, '--gap': '10px' } });
    expect(read).toHaveBeenCalled();
    expect(element.style.getPropertyValue('--gap')).toBe('10px');
  });
});
