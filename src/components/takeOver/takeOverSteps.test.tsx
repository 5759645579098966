// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { h } from 'preact';
import { HydrateLater } from './HydrateLater';
import { takeOverInSteps } from './takeOverSteps';
import { hydrateWithRepair } from '../../app/hydrationRepair';

/** What happened, in order: parts rendering, the first render ending, other tasks running. */
let events: string[] = [];

/** Keeps the thread busy for `ms`: a part as slow as a real one, so that a task's budget is spent. */
function spend(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose.
  }
}

/** A row that counts its clicks (a click does something only once the row is taken over). */
function Row({ name, busyMs = 0 }: { name: string; busyMs?: number }) {
  const [clicks, setClicks] = useState(0);
  events.push(`render ${name}`);
  spend(busyMs);
  return (
    <li data-name={name} className={`row ${name}`} onClick={() => setClicks(clicks + 1)}>
      {name}: {clicks}
    </li>
  );
}

function Screen({ rows, busyMs }: { rows: string[]; busyMs?: number }) {
  return (
    <main>
      <h1>Rows</h1>
      <HydrateLater>
        <section>
          <ul>
            {rows.map((name) => (
              <HydrateLater key={name}>
                <Row name={name} busyMs={busyMs} />
              </HydrateLater>
            ))}
          </ul>
        </section>
      </HydrateLater>
    </main>
  );
}

/** A page as the proxy draws it: the server's markup of `app` in a fresh container. */
function drawn(app: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(h(() => app, null));
  document.body.replaceChildren(container);
  return container;
}

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('taking a drawn screen over in steps', () => {
  it('keeps every drawn element, and a held part answers only once it is taken over', async () => {
    events = [];
    const container = drawn(<Screen rows={['a', 'b', 'c']} />);
    const drawnHtml = container.innerHTML;
    const drawnRows = [...container.querySelectorAll('li')];
    expect(drawnRows).toHaveLength(3);
    events = [];

    const done = takeOverInSteps(() => {
      hydrateRoot(container, <Screen rows={['a', 'b', 'c']} />);
      events.push('first render done');
    });
    // The first render held the section back, and the rows inside it with it.
    expect(events).toEqual(['first render done']);
    click(drawnRows[0]!);
    await done;

    expect(events).toEqual(['first render done', 'render a', 'render b', 'render c']);
    const rows = [...container.querySelectorAll('li')];
    rows.forEach((row, index) => expect(row).toBe(drawnRows[index]));
    expect(container.innerHTML).toBe(drawnHtml);
    click(rows[1]!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rows[0]!.textContent).toBe('a: 0');
    expect(rows[1]!.textContent).toBe('b: 1');
  });

  it('yields to other tasks once a task has spent its budget', async () => {
    events = [];
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const container = drawn(<Screen rows={names} busyMs={0} />);
    events = [];
    const done = takeOverInSteps(() => {
      hydrateRoot(container, <Screen rows={names} busyMs={15} />);
    });
    // Another task, asked for right after the first render: it runs between the parts.
    setTimeout(() => events.push('other task'), 0);
    await done;
    const other = events.indexOf('other task');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(events.length - 1);
    expect(events.filter((event) => event.startsWith('render'))).toHaveLength(names.length);
  });

  it('repairs what the browser renders otherwise than the server, in the parts taken over later', async () => {
    const container = drawn(<Screen rows={['a']} />);
    container.querySelector('li')!.setAttribute('class', 'drawn by the server');
    container.querySelector('li')!.setAttribute('data-server-only', '1');
    await hydrateWithRepair(container, () =>
      takeOverInSteps(() => hydrateRoot(container, <Screen rows={['a']} />)),
    );
    const row = container.querySelector('li')!;
    expect(row.getAttribute('class')).toBe('row a');
    expect(row.hasAttribute('data-server-only')).toBe(false);
  });

  it('renders its parts at once in a page the browser renders itself', () => {
    events = [];
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    createRoot(container).render(<Screen rows={['a', 'b']} />);
    expect(events).toEqual(['render a', 'render b']);
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });
});
