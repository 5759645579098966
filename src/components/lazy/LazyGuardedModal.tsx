import type { GuardedModalProps } from '../GuardedModal';
import { LazyMount } from './LazyMount';
import { lazyNamed } from './lazyNamed';

// GuardedModal brings Mantine's Modal family: loaded at the dialog's first opening.
const GuardedModal = lazyNamed(() => import('../GuardedModal'), 'GuardedModal');

/** `GuardedModal`, whose code loads when it first opens (see LazyMount). */
export function LazyGuardedModal({ opened, ...props }: GuardedModalProps) {
  return (
    <LazyMount when={opened}>{(ready) => <GuardedModal opened={ready} {...props} />}</LazyMount>
  );
}
