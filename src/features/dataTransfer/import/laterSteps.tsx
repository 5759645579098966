import { lazyNamed } from '#components/lazy/lazyNamed';

/**
 * The wizard's steps after the file (the column mapping with its selects, the dry run's preview):
 * loaded with the CSV engine once a file is chosen, not with the page, whose first visit they
 * would take over its JavaScript budget (the mapping's selects bring the overlay libraries).
 */
const loadMapping = () => import('./MappingStep');
const loadPreview = () => import('./PreviewStep');

export const LazyMappingStep = lazyNamed(loadMapping, 'MappingStep');
export const LazyPreviewStep = lazyNamed(loadPreview, 'PreviewStep');

/** Starts loading both while the file is read, so the mapping shows without waiting for its code. */
export function preloadLaterSteps(): void {
  // A failed load is retried by the lazy components themselves when they render.
  loadMapping().catch(() => undefined);
  loadPreview().catch(() => undefined);
}
