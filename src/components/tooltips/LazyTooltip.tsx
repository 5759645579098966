import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';

// Mantine's Tooltip brings the floating-ui positioning engine: loaded when a pointer first rests
// on an element that has one, not with the first screen.
const Tooltip = lazy(async () => ({ default: (await import('./tooltipChunk')).Tooltip }));

interface HoverProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A hover tooltip for the shell's controls, as Mantine's `<Tooltip label>` shows it, whose code
 * loads at the first hover. The child stays where it is (the tooltip attaches to it as its
 * `target`, it does not wrap it), so loading never re-mounts the control under the pointer or
 * takes its focus; a pointer still on it when the code arrives sees the tooltip at once.
 */
export function LazyTooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<HoverProps & { ref?: (element: HTMLElement | null) => void }>;
}) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [hovered, setHovered] = useState(false);
  const { onMouseEnter, onMouseLeave } = children.props;
  return (
    <>
      {cloneElement(children, {
        ref: setTarget,
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          setWanted(true);
          setHovered(true);
          onMouseEnter?.(event);
        },
        onMouseLeave: (event: MouseEvent<HTMLElement>) => {
          setHovered(false);
          onMouseLeave?.(event);
        },
      })}
      {wanted && target !== null && (
        <Suspense fallback={null}>
          <Tooltip label={label} target={target} defaultOpened={hovered} />
        </Suspense>
      )}
    </>
  );
}
