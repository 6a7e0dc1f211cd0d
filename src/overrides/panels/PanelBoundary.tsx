import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { panelMessages } from './panelMessages';

/** Keeps a panel's failure inside its box: the host page around it goes on working. */
export class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <Alert severity="error">{panelMessages.crashed}</Alert> : this.props.children;
  }
}
