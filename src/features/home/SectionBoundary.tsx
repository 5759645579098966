import { Component, type ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { homeMessages } from './messages';

interface SectionBoundaryProps {
  /** What failed, e.g. "Could not show your to-dos". */
  title: string;
  children: ReactNode;
}

interface SectionBoundaryState {
  failed: boolean;
}

/**
 * Keeps a home section that throws while rendering to itself: the others stay usable. (Failed
 * requests are QueryState's job; this catches what rendering the answer throws.)
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { failed: false };

  static getDerivedStateFromError(): SectionBoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        title={this.props.title}
        icon={<IconAlertTriangle aria-hidden />}
      >
        <Button size="xs" variant="default" onClick={() => this.setState({ failed: false })}>
          {homeMessages.t('section.retry')}
        </Button>
      </Alert>
    );
  }
}
